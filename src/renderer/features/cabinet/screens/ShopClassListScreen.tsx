/** Shop categories: list with goods count, rename inline, delete (the server refuses one with goods). */
import { useTranslation } from '../../../core/i18n';
import '../strings/goods';
import * as api from '../goods/api';
import { ClassListScreen } from '../goods/ClassList';

export default function ShopClassList() {
  const { t } = useTranslation();
  return (
    <ClassListScreen
      title={t('gsGoods.class.shopTitle')}
      page="pages/guishang/shop/class/class"
      addPath="/pages/guishang/shop/class/add"
      fetchList={api.shopClassList}
      rowTestId="shop-class-row"
      onRename={api.shopClassEdit}
      onDelete={api.shopClassDel}
    />
  );
}
