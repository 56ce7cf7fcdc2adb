/** JSON text columns (images, spec, app_config values): a broken value reads as the fallback. */
export function parseJson<T>(s: string, fallback: T): T {
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
}

/** A JSON array of strings (image URLs, words); anything else reads as []. */
export function stringList(s: string): string[] {
  const v = parseJson<unknown>(s, []);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}
