import { useEffect, useRef } from 'react';
import { Alert } from '../ui/alert';

/**
 * The form's own refusal (a server answer that names no field), placed just above its buttons and
 * scrolled into view: it is read where the tap that caused it happened.
 */
export function FormError({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref}>
      <Alert>{message}</Alert>
    </div>
  );
}
