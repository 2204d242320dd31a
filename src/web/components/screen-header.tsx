import type { ReactNode } from 'react';

/** A section's title row; `action` is the desktop add button (phones use the floating one). */
export function ScreenHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="text-sm text-ink-400">{subtitle}</p>}
      </div>
      {action && <div className="hidden shrink-0 lg:block">{action}</div>}
    </div>
  );
}
