import { Hammer } from 'lucide-react';
import type { Section } from '../../../shared/enums';
import { sectionMeta } from '../../lib/sections';

/** An honest stand-in for a screen that is not built yet. */
export default function SectionPlaceholder({ section }: { section: Section }) {
  const { label, icon: Icon } = sectionMeta[section];
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-ink-700 px-6 py-16 text-center">
      <div className="relative">
        <Icon size={40} className="text-ink-500" aria-hidden />
        <Hammer size={18} className="absolute -right-3 -bottom-1 text-blood-400" aria-hidden />
      </div>
      <p className="mt-4 font-medium">{label} em construção</p>
      <p className="mt-1 max-w-sm text-sm text-ink-400">
        Esta seção ainda está sendo preparada e chega em uma próxima versão.
      </p>
    </div>
  );
}
