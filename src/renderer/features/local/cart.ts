/**
 * The per-shop cart of the local shop (docs/api-local-shop.md "Per-shop cart"): one cart per
 * user and shop on the device (localStorage through core/platform/storage), surviving a reload
 * and restored on load (issue 19); quantities capped by the stock the
 * menu showed. The figures here are only the cart bar's estimate: the server recomputes every
 * price, fee and stock at `confirm` and `create`, and confirmOrder shows only its quote.
 * Money in fen. Pure functions over a Storage (tests pass a memory one).
 */
import type { UserInfo } from '../../../shared/contract';
import type { LocalItem, LocalSku } from '../../../shared/contract/local-shop';
import { KEYS, storage } from '../../core/platform/storage';

export interface CartLine {
  sku_id: number;
  goods_id: number;
  name: string;
  spec: string;
  image: string;
  /** fen per unit, as the menu showed it */
  price: number;
  /** fen per unit */
  packing_fee: number;
  /** what the menu said was left; the cap of `quantity` */
  stock: number;
  quantity: number;
}

export interface Cart {
  shop_id: number;
  lines: CartLine[];
}

const PREFIX = 'local:cart:';
/** The server refuses more per line; the stepper stops here even with more stock. */
export const MAX_LINE_QTY = 99;

/** What the cart needs of a Storage (tests pass a memory one). */
export type CartStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage through the kernel's storage (core/platform/storage). */
const kernelStore: CartStore = {
  getItem: (k) => storage.get(k),
  setItem: (k, v) => storage.set(k, v),
  removeItem: (k) => storage.remove(k),
};

function local(): CartStore {
  return kernelStore;
}

/** The logged-in user's id (0 for a guest), from the stored user info. */
export function currentOwner(): number {
  try {
    const id = Number(storage.getJson<UserInfo>(KEYS.userInfo)?.user_id ?? 0);
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}

/**
 * The key of a cart (issue 19: one cart per user and shop): `local:cart:u<user>:<shop>` for a
 * user, `local:cart:<shop>` for a guest. A user's cart that is not there yet adopts the guest
 * cart of the shop (built before logging in), as the big malls merge a guest cart at login.
 */
export function cartKey(shopId: number, owner: number = currentOwner()): string {
  return owner > 0 ? `${PREFIX}u${owner}:${shopId}` : `${PREFIX}${shopId}`;
}

const posInt = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const natInt = (v: unknown): number => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

function parseLine(raw: unknown): CartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const sku = posInt(o.sku_id);
  const goods = posInt(o.goods_id);
  const qty = posInt(o.quantity);
  if (!sku || !goods || !qty) return null;
  return {
    sku_id: sku,
    goods_id: goods,
    name: typeof o.name === 'string' ? o.name : '',
    spec: typeof o.spec === 'string' ? o.spec : '',
    image: typeof o.image === 'string' ? o.image : '',
    price: natInt(o.price),
    packing_fee: natInt(o.packing_fee),
    stock: natInt(o.stock),
    quantity: Math.min(qty, MAX_LINE_QTY),
  };
}

export function emptyCart(shopId: number): Cart {
  return { shop_id: shopId, lines: [] };
}

export function readCart(
  shopId: number,
  s: CartStore | null = local(),
  owner: number = currentOwner(),
): Cart {
  try {
    const raw = s?.getItem(cartKey(shopId, owner)) ?? s?.getItem(cartKey(shopId, 0));
    if (!raw) return emptyCart(shopId);
    const parsed = JSON.parse(raw) as unknown;
    const lines = Array.isArray((parsed as { lines?: unknown })?.lines)
      ? (parsed as { lines: unknown[] }).lines
          .map(parseLine)
          .filter((l): l is CartLine => l !== null)
      : [];
    return { shop_id: shopId, lines };
  } catch {
    return emptyCart(shopId);
  }
}

export function writeCart(
  cart: Cart,
  s: CartStore | null = local(),
  owner: number = currentOwner(),
): void {
  try {
    // a user's cart has adopted the guest cart of the shop: that one is gone now
    if (owner > 0) s?.removeItem(cartKey(cart.shop_id, 0));
    if (cart.lines.length === 0) s?.removeItem(cartKey(cart.shop_id, owner));
    else s?.setItem(cartKey(cart.shop_id, owner), JSON.stringify(cart));
  } catch {
    // storage full or blocked: the cart lives until the page is left
  }
}

/** After an order was created from it. */
export function clearCart(
  shopId: number,
  s: CartStore | null = local(),
  owner: number = currentOwner(),
): void {
  try {
    s?.removeItem(cartKey(shopId, owner));
    s?.removeItem(cartKey(shopId, 0));
  } catch {
    // nothing to do
  }
}

/** The most a line may hold: the stock, at most MAX_LINE_QTY. */
export const capOf = (stock: number) => Math.max(0, Math.min(stock, MAX_LINE_QTY));

export function quantityOf(cart: Cart, skuId: number): number {
  return cart.lines.find((l) => l.sku_id === skuId)?.quantity ?? 0;
}

/** How many units of an item (all its SKUs) are in the cart. */
export function itemQuantity(cart: Cart, goodsId: number): number {
  return cart.lines.filter((l) => l.goods_id === goodsId).reduce((a, l) => a + l.quantity, 0);
}

/**
 * Sets a line's quantity (0 removes it), capped by its stock; a new line needs the item and
 * SKU it comes from. `capped` says the wish was cut (the screen says "only n left").
 */
export function setQuantity(
  cart: Cart,
  skuId: number,
  quantity: number,
  from?: { item: LocalItem; sku: LocalSku },
): { cart: Cart; capped: boolean } {
  const existing = cart.lines.find((l) => l.sku_id === skuId);
  const stock = from ? from.sku.stock : (existing?.stock ?? 0);
  const wanted = Math.max(0, Math.floor(quantity));
  const q = Math.min(wanted, capOf(stock));
  const capped = q < wanted;
  if (q === 0) {
    return { cart: { ...cart, lines: cart.lines.filter((l) => l.sku_id !== skuId) }, capped };
  }
  if (existing) {
    const line: CartLine = {
      ...existing,
      ...(from ? lineFields(from.item, from.sku) : {}),
      quantity: q,
    };
    return {
      cart: { ...cart, lines: cart.lines.map((l) => (l.sku_id === skuId ? line : l)) },
      capped,
    };
  }
  if (!from) return { cart, capped: wanted > 0 };
  return {
    cart: { ...cart, lines: [...cart.lines, { ...lineFields(from.item, from.sku), quantity: q }] },
    capped,
  };
}

function lineFields(item: LocalItem, sku: LocalSku): Omit<CartLine, 'quantity'> {
  return {
    sku_id: sku.sku_id,
    goods_id: item.id,
    name: item.name,
    spec: sku.spec,
    image: item.image,
    price: sku.price,
    packing_fee: item.packing_fee,
    stock: sku.stock,
  };
}

export function addOne(cart: Cart, item: LocalItem, sku: LocalSku) {
  return setQuantity(cart, sku.sku_id, quantityOf(cart, sku.sku_id) + 1, { item, sku });
}

export function removeOne(cart: Cart, skuId: number) {
  return setQuantity(cart, skuId, quantityOf(cart, skuId) - 1);
}

/**
 * Brings the cart in line with a fresh menu: prices, fees and stock as the menu says now, lines
 * whose SKU is gone or sold out dropped, quantities cut to the stock. Lines of a menu that
 * failed to load stay as they were.
 */
export function syncWithMenu(cart: Cart, items: readonly LocalItem[]): Cart {
  const bySku = new Map<number, { item: LocalItem; sku: LocalSku }>();
  for (const item of items) for (const sku of item.skus) bySku.set(sku.sku_id, { item, sku });
  const lines: CartLine[] = [];
  for (const l of cart.lines) {
    const hit = bySku.get(l.sku_id);
    if (!hit || hit.item.sold_out) continue;
    const q = Math.min(l.quantity, capOf(hit.sku.stock));
    if (q > 0) lines.push({ ...lineFields(hit.item, hit.sku), quantity: q });
  }
  return { ...cart, lines };
}

export interface CartTotals {
  /** units */
  count: number;
  /** fen */
  goods: number;
  /** fen, packing fee per unit summed */
  packing: number;
}

export function cartTotals(cart: Cart): CartTotals {
  return cart.lines.reduce(
    (t, l) => ({
      count: t.count + l.quantity,
      goods: t.goods + l.price * l.quantity,
      packing: t.packing + l.packing_fee * l.quantity,
    }),
    { count: 0, goods: 0, packing: 0 },
  );
}

/** Goods amount still missing for delivery (fen); 0 when reached. */
export function deliveryGap(goodsAmount: number, minOrder: number): number {
  return Math.max(0, minOrder - goodsAmount);
}

/** The lines as `confirm` / `create` take them. */
export function cartInput(cart: Cart): { sku_id: number; quantity: number }[] {
  return cart.lines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity }));
}

/**
 * Fixes the cart after a server quote named problems: lines sold out or off the menu are
 * removed, lines with too little stock are cut to what is left (and remember that stock).
 */
export function applyQuoteProblems(
  cart: Cart,
  lines: readonly {
    sku_id: number;
    problem: null | 'sold_out' | 'off_menu' | 'not_enough';
    stock: number;
  }[],
): Cart {
  const bySku = new Map(lines.map((l) => [l.sku_id, l]));
  const next: CartLine[] = [];
  for (const l of cart.lines) {
    const q = bySku.get(l.sku_id);
    if (!q || q.problem === null) {
      next.push(l);
      continue;
    }
    if (q.problem === 'not_enough') {
      const cap = capOf(q.stock);
      if (cap > 0) next.push({ ...l, stock: q.stock, quantity: Math.min(l.quantity, cap) });
    }
  }
  return { ...cart, lines: next };
}
