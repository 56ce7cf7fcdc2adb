/** Display order and colours of the message categories (docs/api-messages.md). */
import { MSG_CATEGORIES, type MsgCategory } from '../../../shared/constants';

export { MSG_CATEGORIES };
export type { MsgCategory };

/** The colour of the category's round mark (its first letter, from the translated label). */
export const CATEGORY_COLOR: Record<MsgCategory, string> = {
  system: '#3b6de0',
  order: '#c45c00',
  promo: '#d93a2b',
  account: '#12805a',
};

export function isMsgCategory(v: string | null): v is MsgCategory {
  return v !== null && (MSG_CATEGORIES as readonly string[]).includes(v);
}
