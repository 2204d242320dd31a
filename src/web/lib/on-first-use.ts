/**
 * A value built the first time it is asked for. For Intl formatters above all: each costs
 * milliseconds to build on a slow phone (locale data), and a module's top level runs while the
 * first screen waits for it — a formatter of a dialog nobody opened must not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
