/**
 * Fresh-vegetable market (purchase for the cabinets): search, a grid of supplier goods (image,
 * name, unit, price, minimum quantity) each with a quantity stepper and "add to cart", the cart
 * button with its line count; pull to refresh and infinite scroll.
 */
import '../strings/buy';
import '../guishang-buy.css';
import { SearchBar, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import * as buyApi from '../purchase/api';
import type { SupplyGoods } from '../purchase/api';
import { EmptyState, ListView, LoadingButton, PageFrame, Price, toast } from '../../../core/ui';
import { CartButton } from './parts/CartButton';
import { useCartCount } from './parts/cart-count';
import { reportFailure, unwrapMerchant, usePaged } from '../../../core/data';

const PAGE = 'pages/guishang/jinhuo/jinhuo';
const LIMIT = 20;

export default function Market() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const cart = useCartCount();

  const list = usePaged(
    ({ page }) =>
      unwrapMerchant(buyApi.supplyGoodsList({ page, limit: LIMIT, keyword: keyword || undefined })),
    [keyword],
  );

  const qtyOf = (g: SupplyGoods) => Math.max(quantities[g.id] ?? g.min_qty, g.min_qty, 1);

  const add = async (g: SupplyGoods) => {
    try {
      const res = await buyApi.cartAdd(g.id, qtyOf(g));
      cart.setCount(res.data.cart_count);
      toast(t('gsBuy.added', { name: g.name }));
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
  };

  return (
    <PageFrame
      title={t('gsBuy.market.title')}
      page={PAGE}
      homePath="/pages/guishang/index/index"
      right={<CartButton count={cart.count} />}
      className="gs-buy"
    >
      <form
        role="search"
        className="gs-buy__search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <SearchBar
          aria-label={t('gsBuy.market.search')}
          placeholder={t('gsBuy.market.search')}
          value={typed}
          onChange={setTyped}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </form>
      <ListView
        state={list}
        pullToRefresh
        columns={2}
        className="gs-market"
        itemKey={(g) => g.id}
        empty={
          <EmptyState
            title={keyword ? t('gsBuy.market.noMatch', { keyword }) : t('gsBuy.market.empty')}
          />
        }
        render={(g) => (
          <article className="gs-goods" data-testid="supply-goods" data-goods-id={g.id}>
            <Link className="gs-goods__link" to={`/pages/guishang/jinhuo/detail?id=${g.id}`}>
              <img className="gs-goods__img" src={g.image} alt={g.name} loading="lazy" />
              <h3 className="gs-goods__name">{g.name}</h3>
            </Link>
            <p className="gs-goods__price">
              <Price fen={g.price} size="md" />
              <span className="gs-goods__unit">{t('gsBuy.perUnit', { unit: g.unit })}</span>
            </p>
            <p className="gs-goods__min">{t('gsBuy.minQty', { n: g.min_qty, unit: g.unit })}</p>
            <div className="gs-goods__buy">
              <Stepper
                className="gs-stepper"
                min={Math.max(g.min_qty, 1)}
                max={999}
                digits={0}
                value={qtyOf(g)}
                aria-label={t('gsBuy.quantityOf', { name: g.name })}
                onChange={(v) => setQuantities((q) => ({ ...q, [g.id]: Number(v) }))}
              />
              <LoadingButton
                color="primary"
                className="gs-goods__add"
                aria-label={t('gsBuy.addOne', { name: g.name })}
                onClick={() => add(g)}
              >
                {t('gsBuy.addToCart')}
              </LoadingButton>
            </div>
          </article>
        )}
      />
    </PageFrame>
  );
}
