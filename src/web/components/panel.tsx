import { type ReactNode, useId } from 'react';

/** A titled card section of a screen. */
export function Panel({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  // Named by its heading: a screen reader (and a test) reaches the panel as a region.
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-ink-800 bg-ink-900 p-4 sm:p-5"
    >
      <div className="mb-1 flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
