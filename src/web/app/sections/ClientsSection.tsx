import { AnamnesisPanel } from '../../features/anamnesis/AnamnesisPanel';
import type { ClientPanels } from '../../features/clients/ClientPage';
import ClientsScreen from '../../features/clients/ClientsScreen';
import { ConsentPanel } from '../../features/consents/ConsentPanel';
import { ClientRecordPanel } from '../../features/records/ClientRecordPanel';

/** A client's page carries the health record, the consent and the ficha of their sessions. */
const panels: ClientPanels = ({ client, appointments, onErased }) => (
  <>
    <AnamnesisPanel client={client} />
    <ConsentPanel client={client} appointments={appointments} />
    <ClientRecordPanel client={client} onErased={onErased} />
  </>
);

export default function ClientsSection() {
  return <ClientsScreen panels={panels} />;
}
