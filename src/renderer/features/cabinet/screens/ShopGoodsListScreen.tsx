/**
 * Shop goods: search, on sale / off tabs, shop category filter; rows with photo, price, stock and
 * sales; put on or take off sale; stock in / out at the warehouse (one idempotency key per
 * intended move, so a retried press books once).
 */
import { reportFailure, unwrapMerchant, usePaged } from '../../../core/data';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import type { ShopGoods } from '../goods/api';
import { LoadingButton, Price, toast } from '../../../core/ui';
import { checkInt, newIdempotencyKey, TextField } from '../goods';
import {
  ClassFilterChips,
  GoodsRowSummary,
  ListPageFrame,
  PagedGoodsRows,
  StatusFilterChips,
  useClassList,
  type StatusFilter,
} from '../goods/parts';

function StockPanel({ goods, onDone }: { goods: ShopGoods; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [qty, setQty] = useState('');
  const [tried, setTried] = useState(false);
  // The key of the move being tried: kept for a retry of the same move, new for another one.
  const pending = useRef<{ type: 'in' | 'out'; quantity: number; key: string } | null>(null);
  const check = checkInt(qty, 1, 100_000);

  const move = async (type: 'in' | 'out') => {
    setTried(true);
    // a goods without a SKU (the server's `sku_id: null`) has no stock to move
    if (!check.ok || goods.sku_id === null) return;
    const p = pending.current;
    const key = p && p.type === type && p.quantity === check.value ? p.key : newIdempotencyKey();
    pending.current = { type, quantity: check.value, key };
    try {
      const res = await unwrapMerchant(
        api.shopGoodsStock({
          sku_id: goods.sku_id,
          type,
          quantity: check.value,
          idempotency_key: key,
        }),
      );
      pending.current = null;
      toast(t('gsGoods.sg.stockDone', { n: res.quantity }));
      setQty('');
      setTried(false);
      await onDone();
    } catch (e) {
      // a refusal (not enough stock) was shown in a modal; other failures keep the key for a retry
      reportFailure(e, { fallback: t('gsGoods.sg.stockFailed') });
    }
  };

  return (
    <div className="gs-form" data-testid="stock-panel">
      <TextField
        label={t('gsGoods.sg.stockQty')}
        value={qty}
        onChange={setQty}
        inputMode="numeric"
        error={tried && !check.ok ? check.error : null}
        testId="stock-qty"
      />
      <div className="gs-footer">
        <LoadingButton color="primary" onClick={() => move('in')}>
          {t('gsGoods.sg.stockIn')}
        </LoadingButton>
        <LoadingButton color="warning" onClick={() => move('out')}>
          {t('gsGoods.sg.stockOut')}
        </LoadingButton>
      </div>
    </div>
  );
}

export default function ShopGoodsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classes = useClassList(api.shopClassList).list ?? [];
  const [classId, setClassId] = useState(0);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [stockOpen, setStockOpen] = useState(0);

  const list = usePaged(
    ({ page }) =>
      unwrapMerchant(
        api.shopGoodsList({
          page,
          limit: 20,
          keyword: keyword || undefined,
          status: status === 'all' ? undefined : status,
          shop_class_id: classId || undefined,
        }),
      ),
    [keyword, status, classId],
  );

  const toggle = async (g: ShopGoods) => {
    try {
      await api.shopGoodsSetStatus(g.id, g.status === 1 ? 0 : 1);
      toast(g.status === 1 ? t('gsGoods.sg.takenOff') : t('gsGoods.sg.putOn'));
      await list.refresh();
    } catch {
      // shown by the wrapper
    }
  };

  const add = () => void navigate('/pages/guishang/goods/add');

  return (
    <ListPageFrame title={t('gsGoods.sg.title')} page="pages/guishang/goods/goods" onAdd={add}>
      <form
        className="gs-toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <div style={{ flex: 1 }}>
          <TextField
            label={t('gsGoods.sg.searchLabel')}
            value={typed}
            onChange={setTyped}
            testId="goods-search"
          />
        </div>
        <Button type="submit" color="primary">
          {t('gsGoods.search')}
        </Button>
      </form>
      <StatusFilterChips value={status} onChange={setStatus} />
      {classes.length > 0 && (
        <ClassFilterChips
          label={t('gsGoods.sg.shopClass')}
          classes={classes}
          value={classId}
          onChange={setClassId}
        />
      )}
      <PagedGoodsRows
        list={list}
        emptyTitle={t('gsGoods.sg.empty')}
        onAdd={add}
        renderRow={(g) => (
          <li key={g.id} data-testid="shop-goods-row">
            <div className="gs-row">
              <GoodsRowSummary
                image={g.image}
                name={g.name}
                price={<Price fen={g.price} original={g.market_price} size="sm" />}
                status={g.status}
              >
                <span>{t('gsGoods.sg.stockN', { n: g.stock })}</span>
                <span>{t('gsGoods.sg.salesN', { n: g.sales })}</span>
              </GoodsRowSummary>
              <div className="gs-row__actions">
                <Button onClick={() => void navigate(`/pages/guishang/goods/edit?id=${g.id}`)}>
                  {t('gsGoods.edit')}
                </Button>
                <LoadingButton onClick={() => toggle(g)}>
                  {g.status === 1 ? t('gsGoods.sg.takeOff') : t('gsGoods.sg.putOnAction')}
                </LoadingButton>
                {g.sku_id ? (
                  <Button
                    aria-expanded={stockOpen === g.id}
                    onClick={() => setStockOpen((x) => (x === g.id ? 0 : g.id))}
                  >
                    {t('gsGoods.sg.stock')}
                  </Button>
                ) : null}
              </div>
            </div>
            {stockOpen === g.id && <StockPanel goods={g} onDone={list.refresh} />}
          </li>
        )}
      />
    </ListPageFrame>
  );
}
