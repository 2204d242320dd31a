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
      <div className="grid gap-4 lg:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2 rounded-2xl border border-ink-800 bg-ink-900 p-4">
            <div className="h-5 w-24 animate-pulse rounded bg-ink-800" />
            <div className="h-20 animate-pulse rounded-xl bg-ink-850" />
            <div className="h-20 animate-pulse rounded-xl bg-ink-850" />
          </div>
        ))}
      </div>
    </div>
  );
}
