/** Purchase confirmation of one goods (`?supply_goods_id=&quantity=`); see _parts/PurchaseConfirm. */
import '../strings/buy';
import '../guishang-buy.css';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import { parsePositive } from './parts/purchase-query';
import { PurchaseConfirm } from './parts/PurchaseConfirm';

export default function CreateOrder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goodsId = parsePositive(params.get('supply_goods_id'));
  const quantity = parsePositive(params.get('quantity'));
  return (
    <PurchaseConfirm
      source={goodsId && quantity ? { kind: 'goods', goodsId, quantity } : null}
      page="pages/guishang/jinhuo/createOrder"
      title={t('gsBuy.confirm.title')}
      homePath="/pages/guishang/jinhuo/jinhuo"
    />
  );
}
