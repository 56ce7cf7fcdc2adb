/**
 * The server's one message catalogue. Messages are shown to users as toasts, in the request's
 * language (`langOf(Accept-Language)`).
 *
 * One table, one function: `t(lang, key, params?)`. The key is a typed union: the common keys as
 * they are (`'loginRequired'`, ./common.ts) and every domain's keys prefixed with the domain
 * (`'live.roomNotFound'`, `'cabinet.slotNotFound'`, one file per domain in this folder). A wrong
 * key fails the typecheck; a key held in a variable of a domain's key type is written as a
 * template literal, still checked: `t(lang, \`cabinet.${key}\`)`.
 *
 * A new domain: add `<domain>.ts` exporting `const <domain> = {…} as const satisfies Messages`
 * and list it in DOMAINS below. The call sites of the old per-module helpers (`lm`, `cm`, …) are
 * rewritten by tools/codemods/server-messages.mjs.
 */
import { account } from './account';
import { address } from './address'; // issue 19, brief B (addresses)
import { activity } from './activity';
import { cabinet } from './cabinet';
import { chat } from './chat';
import { common, type CommonMessageKey } from './common';
import { feed } from './feed';
import type { Lang, Messages } from './lang';
import { live } from './live';
import { local } from './local';
import { message } from './message';
import { order } from './order';
// issue 19 part E: order timeline events and logistics traces as codes; recorded consent
import { orderEvent } from './order-event';
import { consent } from './consent';
import { promo } from './promo';
// issue 20 (ops-server): the operator console's API
import { ops } from './ops';
// issue 20 part goods: the console's goods
import { opsGoods } from './ops-goods';
import { opsUsers } from './ops-users'; // issue 20, part users
import { opsService } from './ops-service'; // issue 20 (service)
import { opsAftersale } from './ops-aftersale'; // issue 20 (aftersale)
import { opsMoney } from './ops-money'; // issue 20 (money)
import { opsOrders } from './ops-orders'; // issue 20 (orders)
import { opsDash } from './ops-dash'; // issue 20 (dash): dashboard, operator reset
// issue 20 (stock): categories, brands, sellers, warehouse stock
import { opsStock } from './ops-stock';
import { opsCoupons } from './ops-coupons'; // issue 23 (coupons)
import { opsMerchants } from './ops-merchants'; // issue 23 (merchants)
import { opsContent } from './ops-content'; // issue 23 (content)
import { moderation } from './moderation'; // issue 23 (moderation)
import { opsPromo } from './ops-promo'; // issue 23 (promotions)

export { langOf, type Lang, type Messages } from './lang';
export type { CommonMessageKey } from './common';
export type { AccountMessage } from './account';
export type { AddressMessageKey } from './address'; // issue 19, brief B
export type { ActivityMessageKey } from './activity';
export type { CabinetMessageKey } from './cabinet';
export type { ChatMessageKey } from './chat';
export type { FeedMessageKey } from './feed';
export type { LiveMessageKey } from './live';
export type { LocalMessageKey } from './local';
export type { MessageModuleKey } from './message';
export { ACTION_TEXT, type OrderMessageKey } from './order';
// issue 19 part E
export type { OrderEventMessageKey } from './order-event';
export type { PromoMessageKey } from './promo';
// issue 20 (ops-server)
export type { OpsMessageKey } from './ops';
export type { OpsServiceMessageKey } from './ops-service'; // issue 20 (service)
export type { OpsDashMessageKey } from './ops-dash'; // issue 20 (dash)

/** The domain tables; a domain's keys are `<domain>.<key>` in the catalogue. */
export const DOMAINS = {
  account,
  address, // issue 19, brief B
  activity,
  cabinet,
  chat,
  feed,
  live,
  local,
  message,
  order,
  // issue 19 part E
  orderEvent,
  consent,
  promo,
  // issue 20 (ops-server)
  ops,
  opsGoods, // issue 20 part goods
  opsUsers, // issue 20, part users
  opsService, // issue 20 (service)
  opsAftersale, // issue 20 (aftersale)
  opsMoney, // issue 20 (money)
  opsOrders, // issue 20 (orders)
  opsDash, // issue 20 (dash)
  // issue 20 (stock)
  opsStock,
  opsCoupons, // issue 23 (coupons)
  opsMerchants, // issue 23 (merchants)
  opsContent, // issue 23 (content)
  moderation, // issue 23 (moderation)
  opsPromo, // issue 23 (promotions)
} as const;

export type Domain = keyof typeof DOMAINS;

/** The keys of one domain, without the prefix. */
export type DomainKey<D extends Domain> = keyof (typeof DOMAINS)[D] & string;

/** Every key of the catalogue: the common keys and the domains' prefixed keys. */
export type MessageKey = CommonMessageKey | { [D in Domain]: `${D}.${DomainKey<D>}` }[Domain];

/** The catalogue as one flat table. */
export const MESSAGES: Readonly<Record<MessageKey, Record<Lang, string>>> = Object.freeze(
  Object.assign(
    {},
    common,
    ...Object.entries(DOMAINS as Record<Domain, Messages>).map(([domain, table]) =>
      Object.fromEntries(Object.entries(table).map(([key, text]) => [`${domain}.${key}`, text])),
    ),
  ) as Record<MessageKey, Record<Lang, string>>,
);

/** A message in the given language; `{name}` placeholders are replaced by `params`. */
export function t(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  let s: string = MESSAGES[key][lang];
  for (const [k, v] of Object.entries(params)) s = s.replace(`{${k}}`, String(v));
  return s;
}

/**
 * Translates a validation detail when it is a common key (`'required'`, `'too long'` …);
 * otherwise leaves it as it is.
 */
export function tDetail(lang: Lang, detail: string): string {
  return Object.hasOwn(common, detail) ? t(lang, detail as MessageKey) : detail;
}
