/**
 * The cart, one component for the three cart routes (pages/cart/cart as a tab with pull to
 * refresh, pages/subpack/cart/new_cart and pages/subpack/cart/detail as pages with a back
 * button). Lines by seller with check boxes per line, seller and all; a stepper per line; swipe
 * or edit mode to delete; invalid lines in their own section; the full-reduction bar; a bottom
 * bar with the server's total and checkout. Every change goes to the server and the cart is
 * loaded again after it (CartModel).
 */
import './strings';
import { Button, Checkbox, Stepper, SwipeAction, Tag } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import CouponOutline from 'antd-mobile-icons/es/CouponOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import { useTranslation } from '../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_TAB, LOGIN_PAGE } from '../../../shared/constants';
import type { CartLineV2, CartSellerGroup } from '../../../shared/contract';
import { activityDetailRoute } from '../../../shared/rules/activity-route';
import { THREE_FOR_TEN_TYPE } from '../../../shared/rules/cart-totals';
import { MainTabs } from '../../core/layout/MainTabs';
import { KEYS, storage } from '../../core/platform/storage';
import { useStores } from '../../core/stores/context';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  Price,
  PullRefresh,
  toast,
} from '../../core/ui';
import { checkoutRoute, checkState, fullReductionParts, savingOf } from './cart-helpers';
import { CartModel } from './cart-model';
import './cart.css';
import { specIn } from '../../core/i18n/catalogue';

/** The quantity cap of one line; the server answers 423 with its message beyond the stock. */
const MAX_LINE_QUANTITY = 999;

export interface CartScreenProps {
  /** route path of the screen (its `data-page`) */
  page: string;
  /** the cart tab: tab bar, no back button, pull to refresh */
  tab?: boolean;
}

const CouponClaimSheet = lazy(() => import('../promo/CouponClaimSheet'));

function lineRoute(line: CartLineV2): string {
  return activityDetailRoute({
    id: line.goods_id,
    goods_id: line.goods_id,
    sku_id: line.sku_id,
    type: line.type || undefined,
    activity_id: line.activity_id || undefined,
  });
}

const CartLineRow = observer(function CartLineRow({
  line,
  model,
}: {
  line: CartLineV2;
  model: CartModel;
}) {
  const { t } = useTranslation();
  const route = '/' + lineRoute(line);
  const spec = Object.values(specIn(line.spec)).join(' / ');

  const askDelete = async () => {
    if (await confirm(t('cart.deleteOneConfirm'))) {
      if (await model.remove([line.id])) toast(t('cart.deleted'));
    }
  };

  return (
    <SwipeAction
      rightActions={[
        {
          key: 'delete',
          text: t('cart.delete'),
          color: 'danger',
          onClick: () => void askDelete(),
        },
      ]}
    >
      <div
        className={line.invalid ? 'cart-line cart-line--invalid' : 'cart-line'}
        data-testid="cart-line"
        data-line-id={line.id}
        data-sku-id={line.sku_id}
      >
        {line.invalid ? (
          <span className="cart-line__badge">{t('cart.invalid')}</span>
        ) : (
          <Checkbox
            className="cart-check"
            checked={line.isCheck}
            onChange={() => void model.toggleLine(line)}
          >
            <span className="ui-sr-only">{t('cart.selectLine', { title: line.title })}</span>
          </Checkbox>
        )}
        <Link to={route} className="cart-line__img" tabIndex={-1} aria-hidden="true">
          <img src={line.image} alt={line.title} loading="lazy" decoding="async" />
        </Link>
        <div className="cart-line__info">
          <Link to={route} className="cart-line__title">
            {line.type === THREE_FOR_TEN_TYPE && (
              <Tag className="cart-line__tag" color="primary" fill="solid">
                {t('activity.types.17')}
              </Tag>
            )}
            {line.title}
          </Link>
          {/* the SKU as a spec chip on its own line under the title (issue 19 layout) */}
          {spec && (
            <p className="cart-line__spec-row">
              <span className="cart-line__spec" data-testid="cart-line-spec">
                {spec}
              </span>
            </p>
          )}
          {line.invalid ? (
            <p className="cart-line__reason">
              {line.invalid_reason === 'sold_out' ? t('cart.soldOut') : t('cart.offShelf')}
            </p>
          ) : (
            <div className="cart-line__row">
              <Price fen={line.price} size="sm" />
              <Stepper
                className="cart-line__stepper"
                min={1}
                max={MAX_LINE_QUANTITY}
                digits={0}
                value={line.quantity}
                aria-label={t('cart.quantity', { title: line.title })}
                onChange={(v) => model.setQuantity(line, Number(v))}
              />
            </div>
          )}
        </div>
      </div>
    </SwipeAction>
  );
});

const SellerGroup = observer(function SellerGroup({
  group,
  model,
}: {
  group: CartSellerGroup;
  model: CartModel;
}) {
  const { t } = useTranslation();
  const state = checkState(group.lines);
  const [coupons, setCoupons] = useState(false);
  return (
    <section className="cart-group" data-testid="cart-group" data-seller-id={group.seller_id}>
      <header className="cart-group__head">
        <Checkbox
          className="cart-check"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={() => void model.toggleSeller(group.seller_id)}
        >
          <span className="ui-sr-only">{t('cart.selectSeller', { name: group.seller_name })}</span>
        </Checkbox>
        <Link
          className="cart-group__seller"
          to={`/pages/subpack/merchant/merchant?seller_id=${group.seller_id}`}
          aria-label={t('cart.shop', { name: group.seller_name })}
        >
          <ShopbagOutline className="cart-group__shop-icon" aria-hidden="true" />
          {group.seller_name}
          <span className="cart-group__arrow" aria-hidden="true">
            ›
          </span>
        </Link>
        {/* 领券: the coupons this shop's goods can use (platform coupons today), issue 19 layout */}
        <button
          type="button"
          className="cart-group__coupons"
          data-testid="cart-group-coupons"
          aria-label={t('cart.couponsOf', { name: group.seller_name })}
          onClick={() => setCoupons(true)}
        >
          <CouponOutline aria-hidden="true" />
          {t('cart.coupons')}
        </button>
      </header>
      {coupons && (
        <Suspense fallback={null}>
          <CouponClaimSheet visible={coupons} onClose={() => setCoupons(false)} />
        </Suspense>
      )}
      {group.lines.map((line) => (
        <CartLineRow key={line.id} line={line} model={model} />
      ))}
    </section>
  );
});

const FullReductionBar = observer(function FullReductionBar({ model }: { model: CartModel }) {
  const { t } = useTranslation();
  const data = model.data;
  const parts = fullReductionParts(data?.totals.full_group, data?.full_discount ?? []);
  if (!parts) return null;
  return (
    <div className="cart-full" data-testid="cart-full" role="status">
      <Tag color="primary" fill="outline">
        {t('cart.fullTag')}
      </Tag>
      <span className="cart-full__text">
        {parts.reached && <span>{t('cart.fullReached', parts.reached)}</span>}
        {parts.next && <span>{t('cart.fullNext', parts.next)}</span>}
      </span>
    </div>
  );
});

const InvalidSection = observer(function InvalidSection({ model }: { model: CartModel }) {
  const { t } = useTranslation();
  const lines = model.data?.invalid ?? [];
  if (lines.length === 0) return null;
  const clear = async () => {
    if (await confirm(t('cart.clearInvalidConfirm'))) {
      if (await model.remove(lines.map((l) => l.id))) toast(t('cart.deleted'));
    }
  };
  return (
    <section className="cart-group cart-group--invalid" data-testid="cart-invalid">
      <header className="cart-group__head">
        <h2 className="cart-group__title">{t('cart.invalidTitle', { count: lines.length })}</h2>
        <LoadingButton size="small" fill="none" className="cart-group__clear" onClick={clear}>
          {t('cart.clearInvalid')}
        </LoadingButton>
      </header>
      {lines.map((line) => (
        <CartLineRow key={line.id} line={line} model={model} />
      ))}
    </section>
  );
});

const CartBar = observer(function CartBar({ model }: { model: CartModel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const totals = model.data?.totals;
  const ids = model.checkedIds;
  const saving = savingOf(totals);

  const removeChecked = async () => {
    if (ids.length === 0) return;
    if (await confirm(t('cart.deleteConfirm', { count: ids.length }))) {
      if (await model.remove(ids)) {
        toast(t('cart.deleted'));
        model.setEditing(false);
      }
    }
  };

  return (
    <div className="cart-bar">
      <Checkbox
        className="cart-check cart-bar__all"
        checked={model.allState === 'all'}
        indeterminate={model.allState === 'some'}
        onChange={() => void model.toggleAll()}
      >
        {t('cart.selectAll')}
      </Checkbox>
      {model.editing ? (
        <LoadingButton
          className="cart-bar__action"
          color="danger"
          fill="outline"
          shape="rounded"
          disabled={ids.length === 0}
          onClick={removeChecked}
        >
          {t('cart.deleteSelected', { count: ids.length })}
        </LoadingButton>
      ) : (
        <>
          <div className="cart-bar__sum">
            <span className="cart-bar__total">
              {t('cart.total')}
              <span data-testid="cart-total">
                <Price fen={totals?.total ?? 0} size="md" />
              </span>
            </span>
            {saving > 0 && (
              <span className="cart-bar__saving" data-testid="cart-saving">
                {t('cart.saving')} <Price fen={saving} size="sm" />
              </span>
            )}
          </div>
          <Button
            className="cart-bar__action"
            color="primary"
            shape="rounded"
            disabled={ids.length === 0}
            onClick={() => void navigate('/' + checkoutRoute(ids))}
          >
            {t('cart.checkoutCount', { count: totals?.checked_count ?? 0 })}
          </Button>
        </>
      )}
    </div>
  );
});

export const CartScreen = observer(function CartScreen({ page, tab = false }: CartScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useStores();
  const [model] = useState(() => new CartModel(root));
  const loggedIn = root.user.hasLogin;

  useEffect(() => {
    if (loggedIn) void model.load();
    else model.reset();
  }, [loggedIn, model]);

  // Quantities still waiting for the debounce are sent when the screen closes.
  useEffect(() => () => model.flush(), [model]);

  const goLogin = () => {
    storage.set(KEYS.callback, encodeURIComponent(page));
    void navigate('/' + LOGIN_PAGE);
  };

  const hasLines = model.data !== null && !model.isEmpty;

  let body;
  if (!loggedIn) {
    body = (
      <EmptyState title={t('cart.loginPrompt')} actionText={t('cart.login')} onAction={goLogin} />
    );
  } else if (model.status === 'error') {
    body = <ErrorState onRetry={() => void model.load()} />;
  } else if (!model.data) {
    body = <ListSkeleton rows={3} />;
  } else if (model.isEmpty) {
    body = (
      <EmptyState
        title={t('cart.empty')}
        actionText={t('cart.goShopping')}
        onAction={() => void navigate('/' + HOME_TAB)}
      />
    );
  } else {
    body = (
      <>
        <FullReductionBar model={model} />
        {model.data.groups.map((g) => (
          <SellerGroup key={g.seller_id} group={g} model={model} />
        ))}
        <InvalidSection model={model} />
      </>
    );
  }

  const content = <div className="cart-screen__body">{body}</div>;
  const frame = (
    <PageFrame
      title={t('cart.title')}
      page={page}
      back={!tab}
      className="cart-screen"
      right={
        hasLines ? (
          <button
            type="button"
            className="ui-text-button"
            onClick={() => model.setEditing(!model.editing)}
          >
            {model.editing ? t('cart.done') : t('cart.edit')}
          </button>
        ) : undefined
      }
      footer={hasLines ? <CartBar model={model} /> : undefined}
    >
      {tab && loggedIn ? (
        <PullRefresh
          onRefresh={async () => {
            if (!(await model.load())) toast(t('common.loadError'));
          }}
        >
          {content}
        </PullRefresh>
      ) : (
        content
      )}
    </PageFrame>
  );
  return tab ? <MainTabs active="pages/cart/cart">{frame}</MainTabs> : frame;
});
