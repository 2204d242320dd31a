/**
 * Runs `task` once the page is idle (or after `timeoutMs` at the latest): for fetching chunks a
 * screen may want soon without competing with the first screen's own scripts and data.
 */
export function whenIdle(task: () => void, timeoutMs = 3_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 1_500));
  return () => clearTimeout(timer);
}
