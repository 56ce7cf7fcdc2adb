/**
 * The cabinet-goods picker's received supply SKUs (issue 18 part C follow-up): only of the
 * merchant's own purchase orders, only lines received at least in part.
 */
import type { PurchasedSku } from '../../../shared/contract/cabinet-sku-search';
import type { AppContext } from '../../context';
import { purchasedSkus } from './sku-search.repository';

export async function purchasedSkuList(
  app: AppContext,
  merchantId: number,
  f: { keyword?: string; limit: number },
): Promise<{ list: PurchasedSku[] }> {
  return { list: await purchasedSkus(app.database.db, merchantId, f) };
}
