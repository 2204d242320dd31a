import { UserPlus } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { describedBy, FieldError, type FieldErrorValue } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { usePendingRows } from '../offline-writes/pending-rows';
import { useClientSuggestions, useStudioClientSuggestions } from './queries';

export interface ClientChoice {
  /** An existing client, or null while the name is a new one the server will register. */
  clientId: string | null;
  clientName: string;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Waits for a pause in typing so each keystroke does not become a request. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * 'Cliente': type a name and pick an existing client from the suggestions (an ARIA combobox:
 * arrows, Enter, or a tap), or keep the typed name and the server registers the new client.
 */
export function ClientCombobox({
  value,
  onChange,
  ref,
  error,
}: {
  value: ClientChoice;
  onChange: (v: ClientChoice) => void;
  /** The input, for a form to focus when no client was given. */
  ref?: Ref<HTMLInputElement>;
  error?: FieldErrorValue;
}) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The studio client last picked: the hint says it joins the artist's list on saving.
  const [studioPick, setStudioPick] = useState<string | null>(null);
  const typed = value.clientName.trim();
  const q = useDebounced(value.clientId ? '' : typed, 200);
  const suggestions = useClientSuggestions(q);
  const studio = useStudioClientSuggestions(q);
  // Clients saved on this device without a connection come first: the server does not know them
  // yet, and booking one by id (not by a name typed again) is what keeps the replay from making a
  // second client.
  const waiting = usePendingRows('clients').filter((c) => q && fold(c.name).includes(fold(q)));
  const waitingIds = new Set(waiting.map((c) => c.id));
  const own = [
    ...waiting,
    ...(q ? (suggestions.data?.items ?? []) : []).filter((c) => !waitingIds.has(c.id)),
  ];
  // In a studio, the other artists' clients (names only) after the user's own: picking one books
  // the same person instead of registering them again.
  const fromStudio = q.length >= 2 ? (studio.data ?? []) : [];
  const found: Array<{
    id: string;
    name: string;
    phone?: string | null;
    studio?: boolean;
    pending?: boolean;
  }> = [
    ...own.map((c) => ({ ...c, pending: waitingIds.has(c.id) })),
    ...fromStudio.map((c) => ({ ...c, studio: true })),
  ];
  const items = open ? found : [];
  const shown = items.length > 0;
  // The server reuses a client whose name matches ignoring case and accents; say so up front.
  const known = Boolean(value.clientId) || own.some((c) => fold(c.name) === fold(typed));
  const pickedFromStudio = value.clientId !== null && value.clientId === studioPick;
  const isNew = !known && typed.length > 0 && !suggestions.isFetching && q === typed;

  const pick = (index: number) => {
    const client = items[index];
    if (!client) return;
    onChange({ clientId: client.id, clientName: client.name });
    setStudioPick(client.studio ? client.id : null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      pick(active);
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-300">
        Cliente
      </label>
      <div className="relative">
        <Input
          ref={ref}
          id={inputId}
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          {...describedBy(inputId, { error, extra: isNew || known ? hintId : undefined })}
          autoComplete="off"
          placeholder="Nome do cliente"
          value={value.clientName}
          onChange={(e) => {
            onChange({ clientId: null, clientName: e.target.value });
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Clientes encontrados"
          className={cn(
            'absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-xl border border-ink-700 bg-ink-850 p-1 shadow-2xl',
            !shown && 'hidden',
          )}
        >
          {items.map((client, i) => (
            // Options are chosen from the input (aria-activedescendant + arrows/Enter), so they take
            // no focus of their own and need no key handler: the ARIA 1.2 combobox pattern.
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the combobox input
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
            <div
              key={client.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keep focus in the input so the blur does not close the list before the tap lands.
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => pick(i)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-sm',
                i === active ? 'bg-ink-700' : 'hover:bg-ink-800',
              )}
            >
              <span className="truncate">{client.name}</span>
              {client.pending ? (
                <span className="shrink-0 text-xs text-sky-300">pendente</span>
              ) : client.studio ? (
                <span className="shrink-0 text-xs text-ink-400">do estúdio</span>
              ) : (
                client.phone && <span className="shrink-0 text-xs text-ink-400">{client.phone}</span>
              )}
            </div>
          ))}
        </div>
      </div>
      <p id={hintId} className="min-h-4 text-xs text-ink-400">
        {pickedFromStudio ? (
          'Cliente do estúdio: entra na sua lista ao salvar'
        ) : known ? (
          'Cliente cadastrado'
        ) : isNew ? (
          <span className="inline-flex items-center gap-1">
            <UserPlus size={14} aria-hidden /> Novo cliente: será cadastrado ao salvar
          </span>
        ) : null}
      </p>
      <FieldError inputId={inputId} error={error} />
    </div>
  );
}
