import type * as ChecklistModule from './FirstDayChecklist';

/**
 * The first-day checklist's code, in a file of its own: an established account (every step done,
 * or dismissed) never downloads it, and its dashboard's first paint carries nothing of it
 * (decision 0020). Remembered once loaded, so the screen draws it in the same commit as the day.
 */
let loaded: typeof ChecklistModule | undefined;

export const loadedChecklist = () => loaded;

export function loadChecklist(): Promise<typeof ChecklistModule> {
  return import('./FirstDayChecklist').then((m) => {
    loaded = m;
    return m;
  });
}
