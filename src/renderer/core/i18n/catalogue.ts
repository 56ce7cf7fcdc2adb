/**
 * Catalogue words (SKU spec names and values, local-shop categories) in the app's language
 * (issue 19 part E; the words themselves: shared/rules/catalogue-words.ts). Display only: the
 * stored words stay the keys a SKU is picked by.
 */
import { i18n } from '.';
import { catalogueWord, localiseSpec } from '../../../shared/rules/catalogue-words';

/** One catalogue word in `lang` (default: the app's language). */
export function catalogueText(word: string, lang: string = i18n.language): string {
  return catalogueWord(word, lang);
}

/** A SKU spec with its names and values in `lang` (default: the app's language). */
export function specIn(
  spec: Readonly<Record<string, string>> | null | undefined,
  lang: string = i18n.language,
): Record<string, string> {
  return localiseSpec(spec, lang);
}
