/** Purchase confirmation from the merchant cart (`?cart_ids=1,2,3`); see _parts/PurchaseConfirm. */
import '../strings/buy';
import '../guishang-buy.css';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import { parseCartIds } from './parts/purchase-query';
import { PurchaseConfirm } from './parts/PurchaseConfirm';

export default function CreateCarOrder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = parseCartIds(params.get('cart_ids'));
  return (
    <PurchaseConfirm
      source={ids ? { kind: 'cart', cartIds: ids } : null}
      page="pages/guishang/jinhuo/createCarOrder"
      title={t('gsBuy.confirm.title')}
      homePath="/pages/guishang/cart/cart"
    />
  );
}
