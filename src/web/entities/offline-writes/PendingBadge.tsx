import { CloudUpload } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { useIsPending } from './pending-rows';

/**
 * 'Pendente' beside a row saved on this device without a connection and not yet on the server:
 * it is shown (and can be booked) but nobody else sees it until the connection is back.
 */
export function PendingBadge({ id, className }: { id: string; className?: string }) {
  if (!useIsPending(id)) return null;
  return (
    <Badge tone="sky" className={className}>
      <CloudUpload size={12} aria-hidden />
      Pendente
    </Badge>
  );
}
