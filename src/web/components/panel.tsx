import type { ReactNode } from 'react';

/** A titled card section of a screen. */
export function Panel({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-ink-800 bg-ink-900 p-4 sm:p-5">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
