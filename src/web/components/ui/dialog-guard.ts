import { createContext, useContext, useLayoutEffect, useState } from 'react';

// Apart from dialog.tsx so that a form outside any dialog (the sign-in screen, the first download)
// reaches these without pulling in the dialog itself and its Radix code.

/**
 * What a form inside a Dialog reaches: `close`, the same guarded close as the X, Escape and a tap
 * outside; `saved`, for a form that stays open after saving (nothing left to discard); `dirty`,
 * the form's own answer to "was anything changed?" (typing a value and erasing it is no change).
 */
export const GuardContext = createContext<{
  close: () => void;
  saved: () => void;
  /** `null`: the form is gone (a sub-form closed), its state no longer counts. */
  dirty: (form: object, isDirty: boolean | null) => void;
} | null>(null);

/**
 * A form tells the Dialog around it whether it holds unsaved changes (react-hook-form's isDirty,
 * through useZodForm): closing asks 'Descartar alterações?' only then. Each form speaks for itself,
 * so a sub-form opened inside another (a new ink lot inside the session record) neither hides nor
 * is hidden by the form around it.
 */
export function useReportDirty(isDirty: boolean) {
  const report = useContext(GuardContext)?.dirty;
  const [self] = useState(() => ({}));
  useLayoutEffect(() => {
    report?.(self, isDirty);
  }, [report, self, isDirty]);
  useLayoutEffect(() => () => report?.(self, null), [report, self]);
}

/** Inside a Dialog, closes it the careful way (asking first when something was typed). */
export function useGuardedClose(fallback: () => void): () => void {
  return useContext(GuardContext)?.close ?? fallback;
}

/** Tells the Dialog what was typed is saved: closing no longer asks. */
export function useMarkSaved(): () => void {
  return useContext(GuardContext)?.saved ?? (() => {});
}
