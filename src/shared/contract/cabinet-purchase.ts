/**
 * The merchant cabinet endpoints, part 5 (docs/api-guishang.md "Trade"): buying stock for the
 * cabinets (进货 jinhuo) — supplier goods, the merchant's cart, confirmation, purchase orders
 * (from the cart or one goods, idempotent by client_key), list/detail/cancel/receive — and the
 * merchant's delivery addresses.
 */
import { z } from 'zod';
import { idList, jsonArray, purchaseClientKey, type IdData, type MerchantPage } from './cabinet';
import { route } from './route';
import { addressFields, addressText, type AddressView } from './user';
import { id, intIn, limit, optionalId, page, singleLine } from './schemas';

const cartQuantity = intIn(1, 999);
const remark = z.string().trim().max(200).default('');
const orderFields = {
  address_id: id,
  cabinet_id: id,
  client_key: purchaseClientKey,
  remark,
};

export const purchaseConfirmInput = z
  .object({
    cart_ids: idList.optional(),
    supply_goods_id: optionalId,
    quantity: cartQuantity.optional(),
    address_id: optionalId,
  })
  .superRefine((v, ctx) => {
    if (v.cart_ids) return;
    if (!v.supply_goods_id) {
      ctx.addIssue({ code: 'custom', path: ['cart_ids'], message: 'required' });
    } else if (v.quantity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'required' });
    }
  });

/** A merchant address form: the consumer address form's fields (contract/user.ts
 * `addressFields`) with its own `district` and `detail` rules. */
export const merchantAddressEditInput = z.object({
  ...addressFields,
  district: addressText(20),
  detail: addressText(100),
});

/** A supplier goods; money fen per unit. */
export interface SupplyGoods {
  id: number;
  name: string;
  image: string;
  unit: string;
  /** fen per unit */
  price: number;
  /** the minimum order quantity */
  min_qty: number;
  /** the supplier's warehouse stock (advisory) */
  stock: number;
  sku_id: number;
  goods_id: number;
  /** 1 offered | 0 withdrawn */
  status: number;
}

export interface SupplyGoodsDetail extends SupplyGoods {
  images: string[];
  description: string;
}

export interface MerchantCartLine {
  id: number;
  supply_goods_id: number;
  name: string;
  image: string;
  unit: string;
  price: number;
  /** the goods' minimum order quantity */
  min_qty: number;
  quantity: number;
  /** 1 checked */
  is_check: number;
  /** the goods is no longer offered */
  invalid: boolean;
}

export interface MerchantCartData {
  list: MerchantCartLine[];
  /** fen of the checked valid lines */
  total_checked: number;
}

/** A merchant delivery address: the same shape as a consumer's. */
export type MerchantAddress = AddressView;

/** A priced line of a confirmation. */
export interface PurchasePreviewLine {
  supply_goods_id: number;
  sku_id: number;
  name: string;
  image: string;
  unit: string;
  price: number;
  quantity: number;
  /** price × quantity */
  amount: number;
}

export interface PurchasePreview {
  lines: PurchasePreviewLine[];
  goods_amount: number;
  freight: number;
  pay_amount: number;
  address: MerchantAddress | null;
}

export interface PurchaseLine {
  id: number;
  supply_goods_id: number;
  sku_id: number;
  name: string;
  image: string;
  unit: string;
  price: number;
  quantity: number;
  /** the slot it was (last) received into */
  location_id: number | null;
  /** units received into slots so far (partial receipt); = quantity when fully received */
  received: number;
  /** the detail of a paid order: where receiving would put it (the first of `suggested_slots`) */
  suggested_location_id: number | null;
  /** the detail of a paid order: the slots receiving would fill and how many each (a line may
   * be split); only slots of the same product with room, else empty unassigned slots */
  suggested_slots: { location_id: number; quantity: number }[];
  /** the detail of a paid order: the slots with room the merchant may choose for the line
   * (assigned to its product, or empty and unassigned) */
  allowed_slots: number[];
}

/** Why (part of) a line stays open on receipt: no slot of the product and no empty slot
 * (`no_slot`), its slots are full (`capacity`), the chosen slot holds other goods
 * (`other_goods`), or the merchant chose fewer (`not_chosen`). */
export const RECEIVE_LEFT_REASONS = ['no_slot', 'capacity', 'other_goods', 'not_chosen'] as const;
export type ReceiveLeftReason = (typeof RECEIVE_LEFT_REASONS)[number];

/** What one receive call put into one slot. */
export interface ReceiveBooked {
  line_id: number;
  name: string;
  unit: string;
  location_id: number;
  slot_no: number;
  quantity: number;
  /** the slot's stock of the product after the receipt */
  slot_quantity: number;
  capacity: number;
}

/** A line that did not (fully) fit: how many stay open and why. */
export interface ReceiveLeft {
  line_id: number;
  name: string;
  unit: string;
  quantity: number;
  reason: ReceiveLeftReason;
}

/** The answer of `jinhuo/order/receive`: the order after the receipt, what went where, what
 * stays open (the order stays status 1 with `partly_received` until every line is in). */
export interface PurchaseReceipt extends PurchaseOrder {
  booked: ReceiveBooked[];
  left: ReceiveLeft[];
  /** cabinet goods created for received SKUs the merchant did not sell yet */
  created_goods: { id: number; sku_id: number; name: string; price: number }[];
}

/** 0 unpaid, 1 paid (awaiting delivery), 2 received, 3 cancelled */
export const PURCHASE_STATUSES = [0, 1, 2, 3] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export interface PurchaseOrder {
  id: number;
  order_sn: string;
  trade_no: string;
  status: PurchaseStatus;
  cabinet_id: number;
  cabinet_name: string;
  /** the delivery address at ordering time */
  address: MerchantAddress | null;
  goods_amount: number;
  freight: number;
  pay_amount: number;
  pay_method: string;
  pay_deadline: number;
  paid_at: number | null;
  received_at: number | null;
  closed_at: number | null;
  created_at: number;
  remark: string;
  lines: PurchaseLine[];
  /** status 1 with some units already received (derived: partial receipt) */
  partly_received: boolean;
}

const orderIdInput = z.object({ order_id: id });

export const CABINET_PURCHASE = {
  supplyList: route<MerchantPage<SupplyGoods>>()(
    '/api/admin/jinhuo/goods',
    z.object({ page, limit: limit.default(20), keyword: singleLine(64).optional() }),
  ),
  supplyDetail: route<SupplyGoodsDetail>()('/api/admin/jinhuo/goods/detail', z.object({ id })),

  cartList: route<MerchantCartData>()('/api/admin/cart/list', z.object({})),
  cartAdd: route<{ cart_count: number }>()(
    '/api/admin/cart/add',
    z.object({ supply_goods_id: id, quantity: cartQuantity }),
  ),
  cartSet: route<IdData>()(
    '/api/admin/cart/set',
    z.object({ id, quantity: cartQuantity.optional(), is_check: intIn(0, 1).optional() }),
  ),
  cartDel: route<{ cart_count: number }>()('/api/admin/cart/del', z.object({ ids: idList })),

  confirm: route<PurchasePreview>()('/api/admin/jinhuo/confirm', purchaseConfirmInput),
  createCarOrder: route<PurchaseOrder>()(
    '/api/admin/jinhuo/createCarOrder',
    z.object({ cart_ids: idList, ...orderFields }),
  ),
  createOrder: route<PurchaseOrder>()(
    '/api/admin/jinhuo/createOrder',
    z.object({ supply_goods_id: id, quantity: cartQuantity, ...orderFields }),
  ),
  orderList: route<MerchantPage<PurchaseOrder>>()(
    '/api/admin/jinhuo/order/list',
    z.object({ page, limit: limit.default(20), status: intIn(0, 3).optional() }),
  ),
  orderDetail: route<PurchaseOrder>()('/api/admin/jinhuo/order/detail', orderIdInput),
  orderCancel: route<PurchaseOrder>()('/api/admin/jinhuo/order/cancel', orderIdInput),
  /**
   * Receives what fits: lines named in `lines` into those slots (several entries per line split
   * it; `quantity` left out: as much as fits), the others into the suggested slots; what does
   * not fit stays open (`left`, named with its reason). Nothing fits at all: 422 naming the
   * lines, nothing booked. `sell` sets the cabinet price (fen) of a received SKU the merchant
   * has no cabinet goods of yet (default: the goods' retail price, else the purchase price).
   */
  orderReceive: route<PurchaseReceipt>()(
    '/api/admin/jinhuo/order/receive',
    z.object({
      order_id: id,
      lines: jsonArray(
        z.object({ line_id: id, location_id: id, quantity: intIn(1, 99_999).optional() }),
        0,
        100,
      ).optional(),
      sell: jsonArray(z.object({ line_id: id, price: intIn(1, 99_999_999) }), 0, 50).optional(),
    }),
  ),

  addressList: route<{ list: MerchantAddress[] }>()('/api/admin/address/list', z.object({})),
  addressEdit: route<IdData>()('/api/admin/address/edit', merchantAddressEditInput),
  addressDel: route<null>()('/api/admin/address/del', z.object({ id })),
};
