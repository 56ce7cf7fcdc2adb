/** Edit one cabinet goods (`?id=`, loaded with the detail route): its stock per slot, its fields and SKU; delete it. */
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import { confirm, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { CabinetGoodsForm } from '../goods';
import { GoodsLoadStates, useCabinetGoods } from '../goods/parts';
import { PutIntoSlot } from '../slots/PutIntoSlot';

const LIST = '/pages/guishang/guizi/goods';

export default function CabinetGoodsEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const loaded = useCabinetGoods(id);
  const goods = loaded.goods;

  const remove = async () => {
    if (!goods || !(await confirm(t('gsGoods.cg.confirmDelete', { name: goods.name })))) return;
    try {
      await api.cabinetGoodsDel(goods.id);
      toast(t('gsGoods.deleted'));
      void navigate(LIST, { replace: true });
    } catch {
      // shown by the wrapper
    }
  };

  return (
    <PageFrame
      title={t('gsGoods.cg.editTitle')}
      page="pages/guishang/guizi/goods/edit"
      footer={
        goods ? (
          <LoadingButton block color="danger" fill="outline" onClick={remove}>
            {t('gsGoods.delete')}
          </LoadingButton>
        ) : undefined
      }
    >
      <GoodsLoadStates state={loaded} skeletonRows={3} />
      {goods && (
        <section className="gs-form" aria-label={t('gsGoods.cg.slotStock', { n: goods.stock })}>
          <h2 className="gs-field__label">{t('gsGoods.cg.slotStock', { n: goods.stock })}</h2>
          {goods.slots.length === 0 ? (
            // issue 18 part A: put it into a slot instead of a dead end
            <PutIntoSlot skuId={goods.sku_id} />
          ) : (
            <ul className="gs-rows" data-testid="slot-stock">
              {goods.slots.map((s) => (
                <li key={s.location_id} className="gs-row">
                  <span className="gs-row__main">
                    {t('gsGoods.cg.slotRow', { cabinet: s.cabinet_name, slot: s.slot_no })}
                  </span>
                  <strong>{s.quantity}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {goods && (
        <CabinetGoodsForm
          goods={goods}
          onSubmit={async (v) => {
            await api.cabinetGoodsEdit({ ...v, id: goods.id });
            toast(t('gsGoods.saved'));
            void navigate(LIST, { replace: true });
          }}
        />
      )}
    </PageFrame>
  );
}
