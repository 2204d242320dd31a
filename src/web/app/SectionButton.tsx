import type { ReactNode } from 'react';
import type { Section } from '../../shared/enums';
import { cn } from '../lib/cn';
import { useNavigation } from '../lib/navigation';

interface SectionButtonProps {
  section: Section;
  className: string;
  activeClassName: string;
  idleClassName: string;
  children: ReactNode;
}

/** A button that opens a section and marks itself as the current page (sidebar and phone tabs). */
export function SectionButton({
  section,
  className,
  activeClassName,
  idleClassName,
  children,
}: SectionButtonProps) {
  const { section: current, navigate } = useNavigation();
  const active = section === current;
  return (
    <button
      type="button"
      onClick={() => navigate(section)}
      aria-current={active ? 'page' : undefined}
      className={cn(className, active ? activeClassName : idleClassName)}
    >
      {children}
    </button>
  );
}
