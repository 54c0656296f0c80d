/**
 * A dictionary entry by a key that may come from user text: only the dictionary's own entries,
 * never what a plain object inherits ("constructor", "__proto__", "toString").
 */
export function own<T>(dictionary: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
}
