import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type Section, sections } from '../../shared/enums';

export interface Place {
  section: Section;
  /** A filter a screen was opened with (today, month, all, pending, a category…). */
  filter: string | null;
}

const isSection = (v: string | null): v is Section =>
  v !== null && (sections as readonly string[]).includes(v);

/** `?section=` presets the section (unknown values fall back to the dashboard); `?filter=` carries a filter. */
export function readPlace(search: string): Place {
  const params = new URLSearchParams(search);
  const section = params.get('section');
  return { section: isSection(section) ? section : 'dashboard', filter: params.get('filter') };
}

interface Navigation extends Place {
  navigate: (section: Section, filter?: string | null) => void;
  clearFilter: () => void;
}

const NavigationContext = createContext<Navigation | null>(null);

/**
 * The current section lives in app state (SPEC) and is mirrored in the URL so back, forward and
 * reload keep the user where they were.
 */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(() => readPlace(window.location.search));

  useEffect(() => {
    const onPop = () => setPlace(readPlace(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((section: Section, filter: string | null = null) => {
    const params = new URLSearchParams({ section });
    if (filter) params.set('filter', filter);
    window.history.pushState(null, '', `/?${params}`);
    setPlace({ section, filter });
    window.scrollTo({ top: 0 });
  }, []);

  const clearFilter = useCallback(() => {
    setPlace((p) => {
      window.history.replaceState(null, '', `/?section=${p.section}`);
      return { ...p, filter: null };
    });
  }, []);

  const value = useMemo(() => ({ ...place, navigate, clearFilter }), [place, navigate, clearFilter]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const nav = useContext(NavigationContext);
  if (!nav) throw new Error('useNavigation outside NavigationProvider');
  return nav;
}
