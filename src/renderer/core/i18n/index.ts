// The translation set-up for every app (./runtime.ts is the runtime; keys are typed through
// i18next's types). Import this module once, early in each entry (and in tests that render
// translated components). Chinese, the fallback and most users' language, is bundled and
// initialises synchronously; English is a lazy chunk loaded only when it is the language in use
// (`languageReady` before the first render, `setLanguage` on a switch), which keeps the other
// language's strings out of every first load.

import { useMemo, useSyncExternalStore } from 'react';
import { Translations } from './runtime';
import type { Translate } from './typed';
import zhCN from './zh-CN';
import type { Resources } from './zh-CN';

export type { Resources };

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = 'zh-CN';
/** localStorage key of the language the user picked. */
const STORAGE_KEY = 'lang';

// Keys are typed through i18next's CustomTypeOptions (src/renderer/i18next.d.ts: these core
// strings, ./data.ts and every feature's strings module); ./typed.ts has the key types and the
// helper for keys built at run time.

/** Any English tag ('en', 'en-US', 'EN_gb') is 'en'; everything else is Chinese. */
export function normalizeLanguage(tag: string | null | undefined): Language {
  return tag?.toLowerCase().startsWith('en') ? 'en' : 'zh-CN';
}

function readStored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can throw (disabled cookies, some private modes): behave as if nothing is stored.
    return null;
  }
}

/** The stored choice if any, else the browser's language. */
export function detectLanguage(): Language {
  const stored = readStored();
  if (stored) return normalizeLanguage(stored);
  return normalizeLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

function setDocumentLang(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * The runtime with `t` and `getFixedT` typed by every string's key (typed.ts), as i18next's
 * own instance was: a key with a typo fails the typecheck outside components too.
 */
export type TypedTranslations = Omit<Translations, 't' | 'getFixedT'> & {
  t: Translate;
  getFixedT(lng: string | null): Translate;
};

/** The one instance of the process (`runtime`: its untyped face, for the hook below). */
const runtime = new Translations();
export const i18n = runtime as unknown as TypedTranslations;

/** Each language's core strings: bundled (Chinese) or a lazy chunk. */
const CORE: Record<Language, () => Promise<Resources>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  en: () => import('./en').then((m) => m.default),
};
const loaded = new Set<Language>(['zh-CN']);

/**
 * Loads a language's core strings once. Deep merge without overwriting: string groups that
 * features registered earlier (their strings modules, through core/i18n/register.ts) stay.
 */
export async function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return;
  const strings = await CORE[lang]();
  i18n.addResourceBundle(lang, 'translation', strings, true, false);
  loaded.add(lang);
}

const initialLanguage = detectLanguage();
i18n.init({
  resources: { 'zh-CN': zhCN },
  // other languages are added by loadLanguage
  lng: initialLanguage,
  fallbackLng: FALLBACK_LANGUAGE,
});
setDocumentLang(initialLanguage);

/** Resolves when the initial language's strings are there (render after it; never rejects). */
export const languageReady: Promise<void> = loadLanguage(initialLanguage).catch(() => undefined);

/** Switches the UI language, remembers it in localStorage and updates `<html lang>`. */
export async function setLanguage(lang: Language): Promise<void> {
  const next = normalizeLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not persisted when storage is unavailable; the switch still applies to this session.
  }
  await loadLanguage(next);
  setDocumentLang(next);
  await i18n.changeLanguage(next);
}

// issue 18: `language`, not `resolvedLanguage`, which stays the fallback (zh-CN) while the
// start language's strings load, so antd-mobile's own labels (the Switch's "开关") stayed
// Chinese in the English UI.
export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language || i18n.resolvedLanguage);
}

const subscribe = (changed: () => void): (() => void) => {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
};
const languageNow = (): string => i18n.language;

/**
 * `t` in the language in use, and the instance: what react-i18next's hook gave. The component
 * renders again when the language changes, with a new `t` (so memos and effects that use it
 * run again).
 */
export function useTranslation(): { t: Translate; i18n: TypedTranslations; ready: true } {
  const lng = useSyncExternalStore(subscribe, languageNow, languageNow);
  return useMemo(
    () => ({
      t: ((key: string, o?: object) => runtime.t(key, { ...o, lng })) as Translate,
      i18n,
      ready: true,
    }),
    [lng],
  );
}

export default i18n;
