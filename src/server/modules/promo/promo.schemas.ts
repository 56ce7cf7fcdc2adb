/** Input schemas of the promotions routes (docs/api-promotions.md). */
import { z } from 'zod';
import { id, intIn, optionalId, paging } from '../../../shared/contract';
import { TASKS } from './sign.service';

export const couponListInput = z.object(paging);
export const receiveCouponInput = z.object({ coupon_id: id });
export const userCouponListInput = z.object({ status: intIn(0, 1).optional(), ...paging });

export const signInfoInput = z.object({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid')
    .optional(),
});
export const completeTaskInput = z.object({ task_id: z.enum(TASKS) });

export const spellGroupInput = z
  .object({ activity_goods_id: optionalId, group_id: optionalId })
  .superRefine((v, ctx) => {
    if (!v.activity_goods_id && !v.group_id) {
      ctx.addIssue({ code: 'custom', path: ['activity_goods_id'], message: 'required' });
    }
  });
export const myGroupInput = z.object({
  status: z.enum(['open', 'success', 'failed']).optional(),
  ...paging,
});
