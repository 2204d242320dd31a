import DashboardScreen from '../../features/dashboard/DashboardScreen';
import { TodayMessagesPanel } from '../../features/messages/TodayMessagesPanel';

/** The dashboard with 'Mensagens de hoje' under it. */
export default function DashboardSection() {
  return <DashboardScreen messages={<TodayMessagesPanel />} />;
}
