/**
 * The translation runtime of the three apps (issue 21): the part of i18next this code uses, in
 * about 1 KB gzip where i18next with react-i18next cost 15.8 KB of every first load (source-map
 * attribution of the h5 home; the first-load budget is 160 KB). The keys stay typed by i18next's
 * own types (type imports only: src/renderer/i18next.d.ts, ./typed.ts), and the behaviour
 * follows i18next 26 for what is used here, held by ./runtime.test.ts:
 * - one namespace; keys are dot paths into nested string groups;
 * - the language, then the fallback language; a key found nowhere answers `defaultValue`, else
 *   the key itself;
 * - `{{name}}` interpolation, unescaped (React escapes); a variable that was not passed stays as
 *   written, one passed as undefined becomes '';
 * - plurals by `count`: `key_zero` when count is 0, then `key_<Intl.PluralRules category>`,
 *   then `key`;
 * - resource bundles deep-merged without overwriting (strings registered by lazily loaded
 *   features stay).
 */

type Tree = { [key: string]: string | Tree };
export type TOptions = {
  [name: string]: unknown;
  defaultValue?: string;
  count?: number;
  lng?: string;
};
type Listener = (lng: string) => void;

/** The string at a dot path; a key may itself hold dots ('default.fee'), as i18next allows. */
function lookup(
  node: string | Tree | undefined,
  parts: readonly string[],
  at = 0,
): string | undefined {
  if (at === parts.length) return typeof node === 'string' ? node : undefined;
  if (node === undefined || typeof node === 'string') return undefined;
  let name = '';
  for (let end = at; end < parts.length; end++) {
    name = end === at ? (parts[end] as string) : `${name}.${parts[end]}`;
    if (!Object.prototype.hasOwnProperty.call(node, name)) continue;
    const found = lookup(node[name], parts, end + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function merge(into: Tree, from: Tree, overwrite: boolean): void {
  for (const [k, v] of Object.entries(from)) {
    const had = into[k];
    if (typeof v === 'object' && v !== null) {
      if (typeof had === 'object') merge(had, v, overwrite);
      else if (had === undefined || overwrite) {
        const copy: Tree = {};
        merge(copy, v, overwrite);
        into[k] = copy;
      }
    } else if (had === undefined || overwrite) into[k] = v;
  }
}

const VARIABLE = /{{\s*([^{}]+?)\s*}}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(VARIABLE, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(options, name)) return whole;
    // numbers and strings here; anything else as i18next made it: String()
    const v = options[name] as string | number | boolean | null | undefined;
    return v === undefined || v === null ? '' : String(v);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

export class Translations {
  /** the language in use */
  language = '';
  fallbackLanguage = '';
  readonly #store = new Map<string, Tree>();
  readonly #listeners = new Set<Listener>();

  init(opts: { lng: string; fallbackLng: string; resources: Record<string, object> }): this {
    this.language = opts.lng;
    this.fallbackLanguage = opts.fallbackLng;
    for (const [lng, tree] of Object.entries(opts.resources)) {
      this.addResourceBundle(lng, 'translation', tree, true, false);
    }
    return this;
  }

  /** The language the strings come from: i18next's `resolvedLanguage`. */
  get resolvedLanguage(): string {
    return this.#store.has(this.language) ? this.language : this.fallbackLanguage;
  }

  addResourceBundle(
    lng: string,
    _ns: 'translation',
    tree: object,
    _deep = true,
    overwrite = false,
  ): this {
    let into = this.#store.get(lng);
    if (!into) {
      into = {};
      this.#store.set(lng, into);
    }
    merge(into, tree as Tree, overwrite);
    return this;
  }

  #codes(lng: string | undefined): string[] {
    const first = lng ?? this.language;
    return first === this.fallbackLanguage ? [first] : [first, this.fallbackLanguage];
  }

  #find(key: string, options: TOptions | undefined): string | undefined {
    const count = options?.count;
    for (const code of this.#codes(options?.lng)) {
      const tree = this.#store.get(code);
      if (!tree) continue;
      if (typeof count === 'number') {
        if (count === 0) {
          const zero = lookup(tree, `${key}_zero`.split('.'));
          if (zero !== undefined) return zero;
        }
        const plural = lookup(tree, `${key}_${pluralOf(code, count)}`.split('.'));
        if (plural !== undefined) return plural;
      }
      const found = lookup(tree, key.split('.'));
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The string of `key` in the language in use (or `options.lng`), interpolated. */
  t(key: string, options?: TOptions): string {
    const found = this.#find(key, options) ?? options?.defaultValue ?? key;
    return interpolate(found, options);
  }

  exists(key: string, options?: TOptions): boolean {
    return this.#find(key, options) !== undefined;
  }

  /** `t` always in `lng` (the language in use when null). */
  getFixedT(lng: string | null): (key: string, options?: TOptions) => string {
    return (key, options) => this.t(key, lng === null ? options : { ...options, lng });
  }

  async changeLanguage(lng: string): Promise<(key: string, options?: TOptions) => string> {
    if (lng !== this.language) {
      this.language = lng;
      for (const l of [...this.#listeners]) l(lng);
    }
    return await Promise.resolve(this.getFixedT(null));
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.#listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.#listeners.delete(listener);
  }
}
