/**
 * The menu of a local shop (`?id=`): a category rail and the items by category, quantity
 * steppers capped by stock (items with several sizes open a size sheet), sold-out items
 * disabled, and the per-shop cart bar (count, goods total, packing fees, the delivery fee and
 * the amount still missing for delivery from the shop's minimum) with checkout → confirmOrder.
 * A closed shop can be browsed but not ordered from. The cart lives on the device
 * (features/local/cart.ts) and is brought in line with the menu each time it loads.
 */
import { Button, Image, Popup, Skeleton } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LocalItem, LocalSku } from '../../../../shared/contract/local-shop';
import { HttpError } from '../../../core/api/http';
import * as localApi from '../api';
import { yuanText } from '../../../core/ui/money-text';
import '../strings';
import {
  addOne,
  cartTotals,
  deliveryGap,
  emptyCart,
  itemQuantity,
  quantityOf,
  removeOne,
  syncWithMenu,
  capOf,
} from '../cart';
import { getCurrentPoint } from '../location';
import { QtyStepper, SHOP_DETAILS, useNextOpenText } from '../parts';
import { useLocalCart } from '../use-cart';
import { CartTabIcon } from '../../../core/layout/tab-icons';
import { confirm, EmptyState, ErrorState, PageFrame, Price, toast } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/goFood';
const CONFIRM = '/pages/subpack1/trashy/confirmOrder';
const SHOP_HOME = '/pages/subpack1/trashy/shop/index';

export default function GoFood() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const valid = Number.isSafeInteger(id) && id > 0;

  const data = useLoad(async () => {
    if (!valid) throw new HttpError('no id', 422, { code: 422, message: '', data: null });
    const [shop, menu] = await Promise.all([
      unwrap(localApi.getShop(id, getCurrentPoint())),
      unwrap(localApi.getMenu(id)),
    ]);
    return { shop, menu };
  }, [id]);

  const [cart, setCart] = useLocalCart(valid ? id : 0);
  const [active, setActive] = useState(0);
  const [specItem, setSpecItem] = useState<LocalItem | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const itemsRef = useRef<HTMLDivElement>(null);
  const nextOpen = useNextOpenText();

  // A fresh menu: prices, stock and sold-out state replace what the cart remembered.
  const menu = data.data?.menu;
  useEffect(() => {
    if (!menu) return;
    const items = menu.categories.flatMap((c) => c.items);
    const current = cart;
    const synced = syncWithMenu(current, items);
    if (JSON.stringify(synced) !== JSON.stringify(current)) {
      const shrank =
        synced.lines.length < current.lines.length ||
        synced.lines.some((l) => l.quantity < quantityOf(current, l.sku_id));
      setCart(synced);
      if (shrank) toast(t('local.cart.synced'));
    }
    // only when a menu arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu]);

  const shop = data.data?.shop;
  const canOrder = !!shop && shop.open_now;
  const totals = cartTotals(cart);
  const gap = shop?.delivery ? deliveryGap(totals.goods, shop.min_order) : 0;
  // Delivery below the minimum cannot be ordered; pick-up has no minimum.
  const checkoutBlocked = totals.count === 0 || !canOrder || (!!shop && !shop.pickup && gap > 0);

  const add = (item: LocalItem, sku: LocalSku) => {
    const r = addOne(cart, item, sku);
    setCart(r.cart);
    if (r.capped) toast(t('local.menu.onlyLeft', { n: capOf(sku.stock) }));
  };
  const remove = (skuId: number) => setCart(removeOne(cart, skuId).cart);

  const jump = (i: number) => {
    setActive(i);
    itemsRef.current
      ?.querySelector(`[data-group="${i}"]`)
      ?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const onItemsScroll = () => {
    const box = itemsRef.current;
    if (!box) return;
    const top = box.getBoundingClientRect().top;
    const groups = Array.from(box.querySelectorAll<HTMLElement>('[data-group]'));
    let current = 0;
    groups.forEach((g, i) => {
      if (g.getBoundingClientRect().top - top <= 8) current = i;
    });
    if (current !== active) setActive(current);
  };

  const renderItem = (item: LocalItem) => {
    const single = item.skus.length === 1 ? item.skus[0] : undefined;
    const inCart = itemQuantity(cart, item.id);
    const soldOut = item.sold_out || item.skus.every((s) => s.stock <= 0);
    return (
      <article
        key={item.id}
        className={soldOut ? 'local-item local-item--soldout' : 'local-item'}
        data-testid="local-item"
        data-item-id={item.id}
      >
        <Link to={`/pages/subpack1/trashy/product/product?id=${item.id}`}>
          <Image
            src={item.image}
            alt={item.name}
            width={80}
            height={80}
            fit="cover"
            lazy
            className="local-item__img"
          />
        </Link>
        <div className="local-item__body">
          <Link
            to={`/pages/subpack1/trashy/product/product?id=${item.id}`}
            className="local-item__name"
          >
            {item.name}
          </Link>
          {item.description && <p className="local-item__desc">{item.description}</p>}
          <span className="local-muted">
            {t('local.shop.monthlySales', { n: item.monthly_sales })}
            {item.packing_fee > 0 &&
              ` · ${t('local.menu.packing', { amount: yuanText(item.packing_fee) })}`}
          </span>
          <div className="local-item__foot">
            <Price fen={item.price} size="sm" />
            {soldOut ? (
              <span className="local-soldout">{t('local.menu.soldOut')}</span>
            ) : single ? (
              <QtyStepper
                name={item.name}
                value={quantityOf(cart, single.sku_id)}
                max={capOf(single.stock)}
                disabled={!canOrder}
                onAdd={() => add(item, single)}
                onRemove={() => remove(single.sku_id)}
              />
            ) : (
              <button
                type="button"
                className="local-chip"
                disabled={!canOrder}
                onClick={() => setSpecItem(item)}
              >
                {t('local.menu.chooseSpec')}
                {inCart > 0 ? ` (${inCart})` : ''}
              </button>
            )}
          </div>
          {single && !soldOut && single.stock > 0 && single.stock <= 5 && (
            <span className="local-line__problem">{t('local.menu.left', { n: single.stock })}</span>
          )}
        </div>
      </article>
    );
  };

  let body;
  if (data.status === 'error') {
    body =
      data.error instanceof HttpError && data.error.envelope !== null ? (
        <EmptyState
          title={t('local.details.notFound')}
          actionText={t('local.index.title')}
          onAction={() => void navigate(SHOP_HOME, { replace: true })}
        />
      ) : (
        <ErrorState onRetry={data.retry} />
      );
  } else if (!data.data) {
    body = (
      <div aria-busy="true" className="local-section">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (data.data.menu.categories.every((c) => c.items.length === 0)) {
    body = <EmptyState title={t('local.menu.empty')} />;
  } else {
    const cats = data.data.menu.categories.filter((c) => c.items.length > 0);
    body = (
      <div className="local-menu" style={{ flexDirection: 'column' }}>
        {!canOrder && shop && (
          <p className="local-banner" role="status" data-testid="local-closed-banner">
            {shop.next_open
              ? t('local.menu.closedBanner', { next: nextOpen(shop.next_open) })
              : t('local.menu.closedBannerNoTime')}
          </p>
        )}
        <div className="local-menu" style={{ flex: 1, minHeight: 0 }}>
          <nav className="local-menu__rail" aria-label={t('local.menu.categories')}>
            {cats.map((c, i) => (
              <button
                key={c.id}
                type="button"
                className="local-menu__cat"
                aria-current={i === active ? 'true' : undefined}
                onClick={() => jump(i)}
              >
                {c.name}
              </button>
            ))}
          </nav>
          <div className="local-menu__items" ref={itemsRef} onScroll={onItemsScroll}>
            {cats.map((c, i) => (
              <section key={c.id} className="local-menu__group" data-group={i}>
                <h2>{c.name}</h2>
                {c.items.map(renderItem)}
              </section>
            ))}
          </div>
        </div>
      </div>
    );
  }

  const cartBar = shop ? (
    <div className="local-cartbar" data-testid="local-cartbar">
      <button
        type="button"
        className="local-cartbar__icon"
        aria-label={t('local.cart.open', { n: totals.count })}
        disabled={totals.count === 0}
        onClick={() => setSheetOpen(true)}
      >
        <CartTabIcon />
        {totals.count > 0 && (
          <span className="local-cartbar__count" data-testid="local-cart-count">
            {totals.count}
          </span>
        )}
      </button>
      <span className="local-cartbar__sum">
        {totals.count === 0 ? (
          <span className="local-cartbar__hint">{t('local.cart.empty')}</span>
        ) : (
          <>
            <span data-testid="local-cart-total">
              <Price fen={totals.goods + totals.packing} size="md" />
            </span>
            <span className="local-cartbar__hint">
              {totals.packing > 0 && t('local.cart.packing', { amount: yuanText(totals.packing) })}
              {totals.packing > 0 && shop.delivery && shop.delivery_fee > 0 && ' · '}
              {shop.delivery &&
                shop.delivery_fee > 0 &&
                t('local.cart.delivery', { amount: yuanText(shop.delivery_fee) })}
            </span>
          </>
        )}
        {shop.delivery && gap > 0 && totals.count > 0 && (
          <span className="local-cartbar__hint" data-testid="local-cart-gap">
            {t('local.cart.gap', { amount: yuanText(gap) })}
            {shop.pickup ? ` · ${t('local.cart.pickupHint')}` : ''}
          </span>
        )}
      </span>
      <Button
        color="primary"
        shape="rounded"
        className="local-cartbar__go"
        disabled={checkoutBlocked}
        data-testid="local-checkout"
        onClick={() => void navigate(`${CONFIRM}?shop_id=${shop.id}`)}
      >
        {t('local.cart.checkout')}
      </Button>
    </div>
  ) : undefined;

  const specSkus = specItem?.skus ?? [];

  return (
    <PageFrame
      title={shop?.name ?? t('local.menu.title')}
      page={PAGE}
      homePath={SHOP_HOME}
      right={
        shop ? (
          <Link to={`${SHOP_DETAILS}?id=${shop.id}`} className="ui-text-button">
            {t('local.menu.details')}
          </Link>
        ) : undefined
      }
      footer={cartBar}
    >
      {body}
      <Popup
        visible={specItem !== null}
        onMaskClick={() => setSpecItem(null)}
        onClose={() => setSpecItem(null)}
        destroyOnClose
      >
        {specItem && (
          <div className="local-cartsheet" role="dialog" aria-label={specItem.name}>
            <div className="local-cartsheet__head">
              <strong>{specItem.name}</strong>
              <button
                type="button"
                className="ui-icon-button"
                aria-label={t('common.cancel')}
                onClick={() => setSpecItem(null)}
              >
                ✕
              </button>
            </div>
            {specSkus.map((sku) => (
              <div key={sku.sku_id} className="local-cartline">
                <span className="local-cartline__name">
                  {sku.spec}
                  {sku.stock <= 0 && (
                    <span className="local-soldout"> · {t('local.menu.soldOut')}</span>
                  )}
                </span>
                <Price fen={sku.price} size="sm" />
                <QtyStepper
                  name={`${specItem.name} ${sku.spec}`}
                  value={quantityOf(cart, sku.sku_id)}
                  max={capOf(sku.stock)}
                  disabled={!canOrder || sku.stock <= 0}
                  onAdd={() => add(specItem, sku)}
                  onRemove={() => remove(sku.sku_id)}
                />
              </div>
            ))}
          </div>
        )}
      </Popup>
      <Popup
        visible={sheetOpen && totals.count > 0}
        onMaskClick={() => setSheetOpen(false)}
        onClose={() => setSheetOpen(false)}
      >
        <div className="local-cartsheet" role="dialog" aria-label={t('local.cart.title')}>
          <div className="local-cartsheet__head">
            <strong>{t('local.cart.title')}</strong>
            <button
              type="button"
              className="ui-text-button"
              style={{ minHeight: 44 }}
              onClick={() =>
                void confirm(t('local.cart.clearConfirm')).then((yes) => {
                  if (!yes) return;
                  setCart(emptyCart(id));
                  setSheetOpen(false);
                })
              }
            >
              {t('local.cart.clear')}
            </button>
          </div>
          {cart.lines.map((l) => (
            <div key={l.sku_id} className="local-cartline" data-testid="local-cart-line">
              <span className="local-cartline__name">
                {l.name}
                {l.spec && <span className="local-muted"> · {l.spec}</span>}
              </span>
              <Price fen={l.price * l.quantity} size="sm" />
              <QtyStepper
                name={l.name}
                value={l.quantity}
                max={capOf(l.stock)}
                disabled={!canOrder}
                onAdd={() => {
                  const item = menu?.categories
                    .flatMap((c) => c.items)
                    .find((x) => x.id === l.goods_id);
                  const sku = item?.skus.find((s) => s.sku_id === l.sku_id);
                  if (item && sku) add(item, sku);
                }}
                onRemove={() => remove(l.sku_id)}
              />
            </div>
          ))}
        </div>
      </Popup>
    </PageFrame>
  );
}
