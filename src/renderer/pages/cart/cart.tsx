/**
 * Cart tab: the user's cart lines with selection and the checked total (fen, computed from
 * integer prices), pull to refresh, a login prompt when logged out, and an empty state.
 */
import { Button, Checkbox, PullToRefresh } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CartLine } from '../../../shared/contract';
import { mulFen, sumFen } from '../../../shared/rules/money';
import * as cartApi from '../../core/api/cart';
import { MainTabs } from '../../core/layout/MainTabs';
import { useStores } from '../../core/stores/context';
import { EmptyState, ErrorState, ListSkeleton, Price } from '../../core/ui';

const CartPage = observer(function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, cart } = useStores();
  const [lines, setLines] = useState<CartLine[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!user.hasLogin) return;
    try {
      const res = await cartApi.getCartList();
      setLines(res.data.list);
      setFailed(false);
      cart.setCount(res.data.cart_count);
    } catch {
      setFailed(true);
    }
  }, [user.hasLogin, cart]);

  useEffect(() => {
    void load();
  }, [load]);

  const valid = useMemo(() => (lines ?? []).filter((l) => !l.invalid), [lines]);
  const checked = valid.filter((l) => l.isCheck);
  const total = sumFen(checked.map((l) => mulFen(l.price, l.quantity)));
  const allChecked = valid.length > 0 && checked.length === valid.length;

  useEffect(() => {
    cart.setTotal(total);
  }, [cart, total]);

  const toggle = (id: number) =>
    setLines((ls) => ls?.map((l) => (l.id === id ? { ...l, isCheck: !l.isCheck } : l)) ?? ls);
  const toggleAll = () =>
    setLines((ls) => ls?.map((l) => (l.invalid ? l : { ...l, isCheck: !allChecked })) ?? ls);

  let body;
  if (!user.hasLogin) {
    body = (
      <EmptyState
        title={t('cart.loginPrompt')}
        actionText={t('mine.login')}
        onAction={() => void navigate('/pages/login/login')}
      />
    );
  } else if (failed && !lines) {
    body = <ErrorState onRetry={() => void load()} />;
  } else if (!lines) {
    body = <ListSkeleton rows={3} />;
  } else if (lines.length === 0) {
    body = (
      <EmptyState
        title={t('cart.empty')}
        actionText={t('cart.goShopping')}
        onAction={() => void navigate('/pages/index/index')}
      />
    );
  } else {
    body = (
      <ul className="cart-lines" aria-label={t('cart.title')}>
        {lines.map((l) => (
          <li key={l.id} className={l.invalid ? 'cart-line cart-line--invalid' : 'cart-line'}>
            <Checkbox
              checked={l.isCheck && !l.invalid}
              disabled={l.invalid}
              onChange={() => toggle(l.id)}
              aria-label={l.title}
            />
            <Link
              to={`/pages/subpack/goods/detail?id=${l.goods_id}&sku_id=${l.sku_id}`}
              className="cart-line__img"
            >
              <img src={l.image} alt={l.title} loading="lazy" />
            </Link>
            <div className="cart-line__info">
              <p className="cart-line__title">{l.title}</p>
              <p className="cart-line__spec">{Object.values(l.spec).join(' / ')}</p>
              <div className="cart-line__row">
                <Price fen={l.price} size="sm" />
                <span className="cart-line__qty">×{l.quantity}</span>
              </div>
              {l.invalid && <p className="cart-line__invalid">{t('cart.invalid')}</p>}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <MainTabs active="pages/cart/cart">
      <div className="cart" data-page="pages/cart/cart">
        <header className="tab-title">
          <h1>{t('cart.title')}</h1>
        </header>
        <PullToRefresh onRefresh={load} disabled={!user.hasLogin}>
          <div className="cart__body">{body}</div>
        </PullToRefresh>
        {lines && lines.length > 0 && (
          <div className="cart__bar">
            <Checkbox checked={allChecked} onChange={toggleAll}>
              {t('cart.selectAll')}
            </Checkbox>
            <span className="cart__total">
              {t('cart.total')} <Price fen={total} />
            </span>
            <Button
              color="primary"
              shape="rounded"
              disabled={checked.length === 0}
              onClick={() =>
                void navigate(
                  `/pages/subpack/order/confirmationOrder?cart_ids=${checked.map((l) => l.id).join(',')}`,
                )
              }
            >
              {t('cart.checkout')}({checked.length})
            </Button>
          </div>
        )}
      </div>
    </MainTabs>
  );
});

export default CartPage;
