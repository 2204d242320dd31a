import { Search, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { Input } from './ui/input';

/** A list's search field; the clear button puts the whole list back. */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  return (
    <div className="relative">
      <Search
        size={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-500"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn('pl-10 [&::-webkit-search-cancel-button]:hidden', value ? 'pr-11' : 'pr-3')}
      />
      {value && (
        <button
          type="button"
          aria-label="Limpar busca"
          onClick={() => onChange('')}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center text-ink-400 hover:text-ink-100"
        >
          <X size={18} aria-hidden />
        </button>
      )}
    </div>
  );
}
