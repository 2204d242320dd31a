import { cn } from '../../lib/cn';

/** The board's shape while the first answer is on its way. */
export function TasksSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Carregando tarefas...</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[74px] animate-pulse rounded-2xl border border-ink-800 bg-ink-900" />
        ))}
      </div>
      {/* Phones: the column tab bar, then one column; desktop: three columns. */}
      <div
        className="h-[54px] animate-pulse rounded-2xl border border-ink-800 bg-ink-900 lg:hidden"
        aria-hidden
      />
      <div className="grid gap-4 lg:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className={cn(
              'space-y-2 rounded-2xl border border-ink-800 bg-ink-900 p-4',
              i > 0 && 'max-lg:hidden',
            )}
          >
            <div className="h-5 w-24 animate-pulse rounded bg-ink-800" />
            <div className="h-20 animate-pulse rounded-xl bg-ink-850" />
            <div className="h-20 animate-pulse rounded-xl bg-ink-850" />
          </div>
        ))}
      </div>
    </div>
  );
}
