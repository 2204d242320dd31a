import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-800 px-6 py-12 text-center">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-ink-850 text-ink-400">
        <Icon size={22} aria-hidden />
      </span>
      <p className="font-medium">{title}</p>
      {children && <div className="text-sm text-ink-400">{children}</div>}
    </div>
  );
}
