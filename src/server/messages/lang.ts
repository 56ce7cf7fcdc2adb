/**
 * The two languages of the apps, chosen by the request's Accept-Language (the client sends its
 * i18next language), and the shape of every message table of the catalogue (./index.ts).
 */
export type Lang = 'zh' | 'en';

/** A message table: key → text in both languages. */
export type Messages = Record<string, Record<Lang, string>>;

export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage && /^en\b/i.test(acceptLanguage.trim()) ? 'en' : 'zh';
}
