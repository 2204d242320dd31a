/**
 * Grey rows the height of a list item, shown while a list's first answer is on its way: the
 * panels below keep their place instead of jumping down when the items arrive.
 */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden className="divide-y divide-ink-800">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
        <li key={i} className="flex items-center gap-3 py-3">
          <div className="h-5 w-14 shrink-0 animate-pulse rounded bg-ink-800" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="h-4 w-2/3 animate-pulse rounded bg-ink-800" />
            <div className="h-3.5 w-1/2 animate-pulse rounded bg-ink-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}
