/** Grey shapes where the report will be, so the page does not jump when the figures arrive. */
export function ReportsSkeleton() {
  const block = 'animate-pulse rounded-2xl border border-ink-800 bg-ink-900';
  return (
    <div className="space-y-4" role="status" aria-label="Carregando relatórios">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-[74px] sm:h-[78px]`} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className={`${block} h-80 lg:col-span-2`} />
        <div className={`${block} h-80`} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={`${block} h-56`} />
        <div className={`${block} h-56`} />
      </div>
    </div>
  );
}
