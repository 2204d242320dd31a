import { CalendarDays, UserCheck, UserPlus, Users } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import type { Client } from '../../../shared/schemas/client';
import { SearchBox } from '../../components/search-box';
import { StatCard } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { useClients } from '../../entities/clients/queries';
import { useRegisterCreateAction } from '../../lib/create-action';
import { useNavigation } from '../../lib/navigation';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientList } from './ClientList';
import { ClientPage, type ClientPanels } from './ClientPage';
import { DeleteClientDialog } from './DeleteClientDialog';

export default function ClientsScreen({ panels }: { panels?: ClientPanels }) {
  const { navigate, filter } = useNavigation();
  const openId = filter?.startsWith('client:') ? filter.slice('client:'.length) : null;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const clients = useClients(q);
  // While a new search loads, the previous answer stays on screen: name the search it belongs to.
  const answeredQ = useRef(q);
  if (!clients.isPlaceholderData) answeredQ.current = q;
  // The summary covers every client whatever the search, so any page's copy will do.
  const summary = clients.data?.pages[0]?.summary;
  const count = (n: number | undefined) => (n === undefined ? '–' : n);

  const [form, setForm] = useState<{ open: boolean; client: Client | null }>({ open: false, client: null });
  const [removal, setRemoval] = useState<{ open: boolean; client: Client | null }>({
    open: false,
    client: null,
  });
  const openNew = useCallback(() => setForm({ open: true, client: null }), []);
  const openEdit = useCallback((client: Client) => setForm({ open: true, client }), []);
  const askDelete = useCallback((client: Client) => setRemoval({ open: true, client }), []);
  useRegisterCreateAction(openNew);
  const openClient = useCallback((client: Client) => navigate('clients', `client:${client.id}`), [navigate]);

  const dialogs = (
    <>
      <ClientFormDialog
        open={form.open}
        client={form.client}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <DeleteClientDialog
        open={removal.open}
        client={removal.client}
        onOpenChange={(open) => setRemoval((r) => ({ ...r, open }))}
      />
    </>
  );

  if (openId) {
    return (
      <>
        <ClientPage id={openId} onBack={() => navigate('clients')} onEdit={openEdit} panels={panels} />
        {dialogs}
      </>
    );
  }

  return (
    // Phones: room below the last row so the floating add button never covers its actions.
    <div className="space-y-4 pb-10 lg:pb-0">
      {/* Three cards do not fit a phone's width side by side: two, then the agenda link across. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard label="Total" value={count(summary?.total)} icon={Users} />
        <StatCard label="Ativos" value={count(summary?.active)} icon={UserCheck} tone="emerald" />
        <div className="col-span-2 sm:col-span-1">
          <StatCard
            label="Agendamentos"
            value={count(summary?.appointments)}
            icon={CalendarDays}
            tone="sky"
            onClick={() => navigate('calendar')}
          />
        </div>
      </div>

      <div className="flex items-center gap-3">
        <div className="flex-1">
          <SearchBox
            label="Buscar clientes"
            placeholder="Buscar por nome, telefone ou Instagram"
            value={search}
            onChange={setSearch}
          />
        </div>
        <Button className="hidden lg:inline-flex" onClick={openNew}>
          <UserPlus size={18} aria-hidden /> Novo Cliente
        </Button>
      </div>

      <ClientList
        query={clients}
        search={answeredQ.current}
        onCreate={openNew}
        onOpen={openClient}
        onEdit={openEdit}
        onDelete={askDelete}
      />
      {dialogs}
    </div>
  );
}
