import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './ui/alert';

/** A screen part fed by one query: the failure in words, 'Carregando…' while it comes, then the content. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return <Alert>Não foi possível carregar. Verifique sua conexão e tente novamente.</Alert>;
  if (query.data === undefined)
    return (
      <p role="status" className="text-sm text-ink-400">
        Carregando…
      </p>
    );
  return <>{children(query.data)}</>;
}
