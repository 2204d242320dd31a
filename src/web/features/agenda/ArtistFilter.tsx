import { cn } from '../../lib/cn';
import type { ArtistView } from './studio-artists';

/**
 * The studio agenda's artist chips: 'Todos' or any set of artists, each chip in its artist's colour.
 * Big enough for a gloved thumb; scrolls sideways on a phone instead of wrapping into rows.
 */
export function ArtistFilter({
  artists,
  shown,
  onChange,
}: {
  artists: readonly ArtistView[];
  /** null: everyone. */
  shown: ReadonlySet<string> | null;
  onChange: (next: Set<string> | null) => void;
}) {
  const toggle = (id: string) => {
    const next = new Set(shown ?? []);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next.size === 0 || next.size === artists.length ? null : next);
  };
  return (
    <fieldset aria-label="Tatuadores" className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
      <Chip pressed={shown === null} onClick={() => onChange(null)}>
        Todos
      </Chip>
      {artists.map((a) => (
        <Chip
          key={a.userId}
          pressed={shown?.has(a.userId) ?? false}
          onClick={() => toggle(a.userId)}
          border={a.colour.chip}
        >
          <span className={cn('h-2.5 w-2.5 shrink-0 rounded-full', a.colour.dot)} aria-hidden />
          {a.name}
        </Chip>
      ))}
    </fieldset>
  );
}

function Chip({
  pressed,
  onClick,
  border,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  border?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
        pressed
          ? 'border-blood-500 bg-blood-700/30 text-ink-50'
          : cn('bg-ink-900 text-ink-300 hover:bg-ink-850', border ?? 'border-ink-700'),
      )}
    >
      {children}
    </button>
  );
}
