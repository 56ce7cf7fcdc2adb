/**
 * Input schemas of the local shop routes (docs/api-local-shop.md). Integers arrive as decimal
 * strings (forms, queries); `lines` and `hours` as bracket-encoded lists or JSON text.
 */
import { z } from 'zod';
import { id, intIn, optionalId, singleLine } from '../../../shared/contract/schemas';

export const PREFIX = '/api/trashy';

/** Empty strings (an unset form field) count as absent. */
export const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
export const latE6 = intIn(-90_000_000, 90_000_000);
export const lngE6 = intIn(-180_000_000, 180_000_000);
export const keyword = optional(singleLine(32));

/** JSON text or an already decoded (bracket-encoded) value. */
export const jsonish = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, s);

export const linesInput = jsonish(
  z
    .array(z.object({ sku_id: id, quantity: intIn(1, 99) }))
    .min(1)
    .max(50),
);

export const orderInput = z.object({
  shop_id: id,
  lines: linesInput,
  mode: z.enum(['delivery', 'pickup']),
  slot_start: intIn(0, 2 ** 40),
  address_id: optionalId,
  lat_e6: optional(latE6),
  lng_e6: optional(lngE6),
});

export const createInput = orderInput.extend({
  client_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/),
  remark: z.string().trim().max(200).default(''),
});
