/**
 * Parts of the zone lists: the rules banner, the purchase-gate notice, the chip bar of tabs
 * (sessions, brands, categories), the goods card with the zone's extras and action, and the
 * empty state with its next step.
 */
import { Tag } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import { activityDetailRoute } from '../../../shared/rules/activity-route';
import * as cartApi from '../../core/api/cart';
import { reportFailure, unwrap } from '../../core/data';
import { useStores } from '../../core/stores/context';
import { cx, EmptyState, GoodsCard, LoadingButton, toast } from '../../core/ui';
import { useGoLogin } from '../../core/router/use-go-login';
import type { ZoneConfig } from './zone-config';
import { buyState, gatePrompt, type WindowState, type ZoneGoods } from './zone-items';
import './strings/zone';
import { dynamicKey } from '../../core/i18n/typed';
import { formatPoints } from '../../core/i18n/format';

/** Unpaid orders (status 0) of the order list. */
const UNPAID_ORDERS = 'pages/subpack/order/order?status=0';

/** The banner under the nav bar: the zone's rules, then whatever the zone adds (gate, tiers). */
export function RulesBanner({ config, children }: { config: ZoneConfig; children?: ReactNode }) {
  const { t } = useTranslation();
  const id = `promo-zone-rules-${config.key}`;
  return (
    <section className="promo-zone__banner" aria-labelledby={id}>
      <h2 className="promo-zone__banner-title" id={id}>
        {t('promoZone.rulesTitle')}
      </h2>
      <p className="promo-zone__rules">{t(dynamicKey('promoZone.zones', config.key, 'rules'))}</p>
      {children}
    </section>
  );
}

/**
 * The new-person / second-order gate for the user (spec section 4): qualified, or the reason
 * not, with the next step (pay the unpaid order, log in). Counters are loaded fresh on open.
 */
export const GateNotice = observer(function GateNotice({
  gate,
}: {
  gate: 'newPerson' | 'secondOrder';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goLogin = useGoLogin();
  const { user } = useStores();
  const loggedIn = user.hasLogin;

  useEffect(() => {
    // A failure was toasted by the wrapper; the banner then shows the rules alone.
    if (loggedIn) user.loadCounters().catch(() => undefined);
  }, [loggedIn, user]);

  const prompt = gatePrompt(gate, loggedIn, user.counters);
  if (!prompt) return null;

  return (
    <div
      className={cx('promo-zone__gate', `promo-zone__gate--${prompt.tone}`)}
      role={prompt.tone === 'warn' ? 'alert' : 'status'}
      data-testid="zone-gate"
    >
      <span>{t(prompt.key)}</span>
      {prompt.action === 'unpaid' && (
        <button
          type="button"
          className="promo-zone__gate-action"
          onClick={() => void navigate('/' + UNPAID_ORDERS)}
        >
          {t('promoZone.gate.newPerson.unpaidAction')}
        </button>
      )}
      {prompt.action === 'login' && (
        <button type="button" className="promo-zone__gate-action" onClick={goLogin}>
          {t('promoZone.gate.loginAction')}
        </button>
      )}
    </div>
  );
});

export interface ChipOption {
  id: number;
  name: string;
  /** second line (a session's state) */
  note?: string;
}

/** A row of chips of which one is chosen (sessions, brands, categories); scrolls sideways. */
export function ChipBar({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly ChipOption[];
  value: number;
  onChange: (id: number) => void;
  className?: string;
}) {
  return (
    <div
      className={cx('cat-chips', 'promo-zone__chips', className)}
      role="group"
      aria-label={label}
    >
      {options.map((o) => {
        const active = o.id === value;
        return (
          <button
            key={o.id}
            type="button"
            className={cx('chip', active && 'chip--active', o.note && 'promo-zone__chip--two')}
            aria-pressed={active}
            onClick={() => onChange(o.id)}
          >
            <span>{o.name}</span>
            {o.note && <span className="promo-zone__chip-note">{o.note}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** The empty zone: a next step back to the shop. */
export function ZoneEmpty({ title }: { title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={title ?? t('promoZone.empty')}
      description={t('promoZone.emptyHint')}
      actionText={t('common.goShopping')}
      onAction={() => void navigate('/' + HOME_TAB)}
    />
  );
}

/** The zone's line under the card's price: points, earned points, free shipping, ended. */
function Extras({ config, item }: { config: ZoneConfig; item: ZoneGoods }) {
  const { t } = useTranslation();
  const tags: ReactNode[] = [];
  switch (config.extra) {
    case 'points':
      if (item.integral > 0)
        tags.push(t('promoZone.plusPoints', { n: formatPoints(item.integral) }));
      break;
    case 'zero':
      if (item.integral > 0)
        tags.push(t('promoZone.pointsOnly', { n: formatPoints(item.integral) }));
      break;
    case 'earn':
      if (item.integral > 0) tags.push(t('promoZone.earn', { n: formatPoints(item.integral) }));
      break;
    case 'gift':
      if (item.integral > 0) tags.push(t('promoZone.gift', { n: formatPoints(item.integral) }));
      break;
    case 'freeShipping':
      tags.push(t('promoZone.freeShipping'));
      break;
    case 'ended':
      tags.push(t('promoZone.ended'));
      break;
    default:
      break;
  }
  if (item.limitPerUser > 0) tags.push(t('promoZone.limitPerUser', { n: item.limitPerUser }));
  if (item.soldOut) tags.push(t('promoZone.soldOut'));
  if (tags.length === 0) return null;
  return (
    <div className="promo-zone__extras">
      {tags.map((text, i) => (
        <Tag
          key={i}
          className="promo-zone__tag"
          color={config.extra === 'ended' || item.soldOut ? 'default' : 'primary'}
          fill="outline"
        >
          {text}
        </Tag>
      ))}
    </div>
  );
}

/** Adds the goods to the cart (3 for ¥10: the cart prices every group of three). */
const AddToCart = observer(function AddToCart({ item }: { item: ZoneGoods }) {
  const { t } = useTranslation();
  const { cart } = useStores();
  const add = async () => {
    try {
      const added = await unwrap(cartApi.addCart(item.goods.goods_id, item.goods.sku_id, 1));
      cart.setCount(added.cart_count);
      toast(t('promoZone.added'));
    } catch (error) {
      // 423 was toasted by the wrapper (or it went to login): said once
      reportFailure(error);
    }
  };
  return (
    <LoadingButton
      className="promo-zone__action"
      color="primary"
      size="small"
      shape="rounded"
      disabled={item.soldOut}
      aria-label={t('promoZone.addCartOf', { title: item.goods.title })}
      onClick={add}
    >
      {item.soldOut ? t('promoZone.soldOut') : t('promoZone.addCart')}
    </LoadingButton>
  );
});

/** Opens the detail to buy; disabled unless the session runs and the goods is in stock. */
function BuyButton({ item, session }: { item: ZoneGoods; session: WindowState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = buyState(session, item.soldOut);
  return (
    <button
      type="button"
      className={cx('promo-zone__buy', !state.enabled && 'promo-zone__buy--off')}
      disabled={!state.enabled}
      aria-label={
        state.enabled
          ? t('promoZone.buyOf', { title: item.goods.title })
          : `${item.goods.title} ${t(`promoZone.${state.label}`)}`
      }
      onClick={() => void navigate('/' + activityDetailRoute(item.goods))}
    >
      {t(`promoZone.${state.label}`)}
    </button>
  );
}

/** One goods of a zone: the shared card, then the zone's extras and its action. */
export function ZoneGoodsCard({
  config,
  item,
  session,
}: {
  config: ZoneConfig;
  item: ZoneGoods;
  /** state of the flash-sale session the goods belongs to */
  session?: WindowState;
}) {
  return (
    <div
      className={cx(
        'promo-zone__card',
        `promo-zone__card--${config.layout}`,
        item.soldOut && 'promo-zone__card--sold-out',
      )}
      data-testid="zone-goods"
    >
      <GoodsCard goods={item.goods} layout={config.layout} />
      <div className="promo-zone__card-foot">
        <Extras config={config} item={item} />
        {config.action === 'cart' && <AddToCart item={item} />}
        {config.action === 'buy' && <BuyButton item={item} session={session ?? 'running'} />}
      </div>
    </div>
  );
}
