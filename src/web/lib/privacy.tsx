import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { type Cents, formatCents, HIDDEN_MONEY } from '../../shared/money';
import { forgetBootPaint } from './boot-paint';
import { cn } from './cn';

const KEY = 'tinta:privacy';
const PrivacyContext = createContext<{ hidden: boolean; toggle: () => void }>({
  hidden: false,
  toggle: () => {},
});

/** Privacy mode: one flag in localStorage, shared by every money value and kept in step across tabs. */
export function PrivacyProvider({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(() => localStorage.getItem(KEY) === '1');
  useEffect(() => {
    const onStorage = (e: StorageEvent) => e.key === KEY && setHidden(e.newValue === '1');
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const toggle = useCallback(() => {
    setHidden((was) => {
      localStorage.setItem(KEY, was ? '0' : '1');
      // The picture of the day (lib/boot-paint.ts) was drawn the other way: it must not show the
      // values just hidden at the next opening; the dashboard draws a new one.
      forgetBootPaint();
      return !was;
    });
  }, []);
  return <PrivacyContext.Provider value={{ hidden, toggle }}>{children}</PrivacyContext.Provider>;
}

export const usePrivacy = () => useContext(PrivacyContext);

/** Formats cents as BRL, or 'R$ •••••' while privacy mode is on. Every screen uses this. */
export function useMoney() {
  const { hidden } = usePrivacy();
  return useCallback((cents: Cents) => (hidden ? HIDDEN_MONEY : formatCents(cents)), [hidden]);
}

/** An amount, hidden in privacy mode; never broken across lines ('R$' on one, '600,00' on the next). */
export function Money({ cents, className }: { cents: Cents; className?: string }) {
  const format = useMoney();
  return <span className={cn('whitespace-nowrap', className)}>{format(cents)}</span>;
}
