// Typed keys (issue 17). src/renderer/i18next.d.ts gives i18next the type of every string
// (CustomTypeOptions), so a key with a typo fails the typecheck. A key built at run time (a
// status code, a weekday) goes through `dynamicKey`, whose first argument must name a group of
// strings that exists ('orders.status'); values and helpers that carry keys are `TranslationKey`;
// a helper that is handed `t` takes a `Translate`. Types only, apart from one tiny function.
import type { CustomTypeOptions, ParseKeys, TFunction } from 'i18next';

/** Every key of one string: what t() accepts. */
export type TranslationKey = ParseKeys<'translation'>;

/** t() of the `translation` namespace, as useTranslation() and i18n.t give it. */
export type Translate = TFunction<'translation', undefined>;

type Strings = CustomTypeOptions['resources']['translation'];
type Branches<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${P}${K}` | Branches<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key naming a group of strings (an object, not one string): 'loan.status', 'promoZone.zones'. */
export type KeyBranch = Branches<Strings>;

/**
 * The key `branch.part1.part2…` of a string chosen at run time, e.g.
 * `t(dynamicKey('orders.status', `s${status}`))`. The branch is checked by the types; the parts
 * are not (an unknown one shows the key, as i18next does).
 */
export function dynamicKey(branch: KeyBranch, ...parts: (string | number)[]): TranslationKey {
  return [branch, ...parts].join('.') as TranslationKey;
}
