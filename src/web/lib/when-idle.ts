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

/** How long the first screen has the phone to itself after the page starts. */
const SETTLE_MS = 5_000;
/** A warm-up not finished in this long (a chunk stuck on a bad connection) stops holding up the rest. */
const WARM_UP_MS = 10_000;
const warmUps: Array<() => unknown> = [];
let draining = false;

/**
 * For warm-ups — the code of a dialog a tap may open, the toast library, the offline copy of the
 * app: nothing the first screen shows. They wait until the page is `SETTLE_MS` old, then run one
 * per idle moment, each finished (its chunk fetched and run) before the next starts — on a slow
 * phone three chunks evaluated back to back are one long task, and a tap in the first seconds
 * would wait behind it. A task not yet started can be called off.
 */
export function whenSettled(task: () => unknown): () => void {
  const entry = () => task();
  warmUps.push(entry);
  if (!draining) {
    draining = true;
    setTimeout(drainWarmUps, Math.max(0, SETTLE_MS - performance.now()));
  }
  return () => {
    const at = warmUps.indexOf(entry);
    if (at >= 0) warmUps.splice(at, 1);
  };
}

function drainWarmUps(): void {
  const next = warmUps.shift();
  if (!next) {
    draining = false;
    return;
  }
  whenIdle(() => {
    void Promise.race([Promise.resolve().then(next), new Promise((giveUp) => setTimeout(giveUp, WARM_UP_MS))])
      .catch(() => undefined)
      .finally(drainWarmUps);
  });
}
