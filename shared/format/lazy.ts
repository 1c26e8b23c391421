/**
 * A value built on first use. Formatters are made this way: the first `Intl` formatter in a fresh
 * process costs about 20 ms (ICU loads its locale and time-zone data), which every Lambda importing
 * `shared/format` would otherwise pay at cold start, also when its request never formats anything.
 */
export function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}
