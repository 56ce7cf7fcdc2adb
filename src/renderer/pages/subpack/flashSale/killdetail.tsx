/** Flash-sale and group-buy detail (types 1, 4): countdown to start or end, sold out. */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackFlashSaleKilldetail() {
  return <ActivityDetail page="pages/subpack/flashSale/killdetail" title="flashSale" />;
}
