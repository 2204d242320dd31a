/**
 * Image decodes (sharp) at once in this process: sharp works on libuv's thread pool, which
 * password hashing and DNS share, and each decode holds its pixels in memory. Uploads and
 * signatures share these two slots, so a burst of either leaves the pool free and memory bounded.
 */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

export async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` only drops when no one waits.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
