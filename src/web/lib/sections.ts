import {
  BarChart3,
  CalendarDays,
  CheckSquare,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Receipt,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { type Section, sections } from '../../shared/enums';

/** SPEC §2 Shell: the sidebar label, the phone tab label and the phone header title of each section. */
export const sectionMeta: Record<Section, { label: string; tab: string; title: string; icon: LucideIcon }> = {
  dashboard: { label: 'Dashboard', tab: 'Home', title: 'Dashboard', icon: LayoutDashboard },
  calendar: { label: 'Agenda', tab: 'Agenda', title: 'Agenda', icon: CalendarDays },
  clients: { label: 'Clientes', tab: 'Clientes', title: 'Clientes', icon: Users },
  payments: { label: 'Financeiro', tab: 'Receitas', title: 'Financeiro', icon: Wallet },
  expenses: { label: 'Despesas', tab: 'Despesas', title: 'Despesas', icon: Receipt },
  reports: { label: 'Relatórios', tab: 'Gráficos', title: 'Relatórios', icon: BarChart3 },
  tasks: { label: 'Tarefas', tab: 'Tarefas', title: 'Tarefas', icon: CheckSquare },
  requests: { label: 'Pedidos', tab: 'Pedidos', title: 'Pedidos de agendamento', icon: Inbox },
  team: { label: 'Equipe', tab: 'Equipe', title: 'Equipe do Estúdio', icon: UsersRound },
};

/** The seven everyday sections, in SPEC's order (the phone's tab bar); Equipe is added for studio owners. */
export const mainSections = sections.filter((s) => s !== 'team' && s !== 'requests');

/**
 * The front desk (Recepção) keeps the studio's agenda, its booking requests, clients and tasks —
 * no money screens, no reports (issue 26). Everyone else has SPEC's seven.
 */
const frontDeskSections: readonly Section[] = ['calendar', 'clients', 'tasks'];
export const isFrontDesk = (me: { role: string | null }) => me.role === 'recepcao';
export const tabSectionsFor = (me: { role: string | null }): readonly Section[] =>
  isFrontDesk(me) ? frontDeskSections : mainSections;
/** Where a signed-in person lands without a section in the address. */
export const homeSectionFor = (me: { role: string | null }): Section =>
  isFrontDesk(me) ? 'calendar' : 'dashboard';

/** Sections whose screen offers a floating add button on phones (SPEC §2; the Agenda too, issue 17). */
export const fabSections: readonly Section[] = ['calendar', 'clients', 'tasks'];
