import { Button } from './ui/button';

interface LoadMoreProps {
  hasNextPage: boolean;
  loading: boolean;
  onLoad: () => void;
}

/**
 * 'Carregar mais' under a paged list. Busy is aria-disabled, not disabled: a disabled button drops
 * keyboard focus to the page's start, losing the person's place in a long list.
 */
export function LoadMore({ hasNextPage, loading, onLoad }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        aria-disabled={loading}
        className={loading ? 'cursor-wait opacity-60' : undefined}
        onClick={() => {
          if (!loading) onLoad();
        }}
      >
        {loading ? 'Carregando...' : 'Carregar mais'}
      </Button>
    </div>
  );
}
