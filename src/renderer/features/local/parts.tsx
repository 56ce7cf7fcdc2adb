/**
 * Pieces shared by the local shop screens: the shop card of every shop list, the open/closed
 * badge, the hours table, the quantity stepper of the menu, the current-point bar and the keyword
 * search of the lists.
 */
import { Button, Image } from 'antd-mobile';
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { LocalHours, LocalShopCard } from '../../../shared/contract/local-shop';
import './strings';
import { yuanText } from '../../core/ui/money-text';
import { serverNowMs } from '../../core/ui';
import { chinaDayDiff, chinaHHMM, hoursTable } from './hours';
import { formatDistance, type CurrentPoint } from './location';
import './local.css';
import { dynamicKey } from '../../core/i18n/typed';
import { catalogueText } from '../../core/i18n/catalogue';

export const SHOP_DETAILS = '/pages/subpack1/trashy/shopDetails';
export const GO_FOOD = '/pages/subpack1/trashy/goFood';
export const CHOOSE_LOCATION = '/choose-location';

export function PinIcon() {
  return (
    <svg
      className="local-point__pin"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="9.5" r="2.5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export const nowSec = () => Math.floor(serverNowMs() / 1000);

/** "Opens 17:00", "Opens tomorrow 09:00" for a shop's next opening (China time). */
export function useNextOpenText(): (ts: number | null) => string {
  const { t } = useTranslation();
  return (ts) => {
    if (!ts) return '';
    const diff = chinaDayDiff(nowSec(), ts);
    const day =
      diff <= 0
        ? ''
        : diff === 1
          ? `${t('local.confirm.tomorrow')} `
          : diff === 2
            ? `${t('local.confirm.dayAfter')} `
            : `${t(dynamicKey('local.week', new Date((ts + 8 * 3600) * 1000).getUTCDay()))} `;
    return t('local.shop.nextOpen', { time: `${day}${chinaHHMM(ts)}` });
  };
}

export function OpenBadge({ shop }: { shop: Pick<LocalShopCard, 'open_now' | 'next_open'> }) {
  const { t } = useTranslation();
  const next = useNextOpenText();
  return shop.open_now ? (
    <span className="local-badge local-badge--open">{t('local.shop.open')}</span>
  ) : (
    <span className="local-badge local-badge--closed">
      {t('local.shop.closed')}
      {shop.next_open ? ` · ${next(shop.next_open)}` : ''}
    </span>
  );
}

export function ratingText(x10: number): string {
  return (x10 / 10).toFixed(1);
}

/** The fees line: min order, delivery fee (or free), pick-up only. */
export function FeesLine({ shop }: { shop: LocalShopCard }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (shop.delivery) {
    parts.push(t('local.shop.minOrder', { amount: yuanText(shop.min_order) }));
    parts.push(
      shop.delivery_fee > 0
        ? t('local.shop.deliveryFee', { amount: yuanText(shop.delivery_fee) })
        : t('local.shop.freeDelivery'),
    );
  } else if (shop.pickup) parts.push(t('local.shop.pickupOnly'));
  return <span className="local-card__fees">{parts.join(' · ')}</span>;
}

/** One shop in a list: logo, name, open badge, rating and sales, fees, distance. */
export function ShopCard({ shop, extra }: { shop: LocalShopCard; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`${SHOP_DETAILS}?id=${shop.id}`}
      className="local-card"
      data-testid="local-shop-card"
      data-shop-id={shop.id}
    >
      <Image
        src={shop.logo}
        alt={t('local.shop.logoAlt', { name: shop.name })}
        className="local-card__logo"
        width={72}
        height={72}
        fit="cover"
        lazy
      />
      <span className="local-card__body">
        <span className="local-card__head">
          <strong className="local-card__name">{shop.name}</strong>
          <OpenBadge shop={shop} />
        </span>
        <span className="local-card__meta">
          <span className="local-card__rating">
            {shop.rating_x10 > 0
              ? `★ ${t('local.shop.rating', { score: ratingText(shop.rating_x10) })}`
              : t('local.shop.noRating')}
          </span>
          <span>{t('local.shop.monthlySales', { n: shop.monthly_sales })}</span>
          {shop.distance_m !== null && (
            <span className="local-card__distance" data-testid="local-shop-distance">
              {formatDistance(shop.distance_m)}
            </span>
          )}
        </span>
        <FeesLine shop={shop} />
        <span className="local-card__tags">
          <span className="local-tag">{catalogueText(shop.category_name)}</span>
          {shop.delivery && <span className="local-tag">{t('local.shop.delivery')}</span>}
          {shop.pickup && <span className="local-tag">{t('local.shop.pickup')}</span>}
          {extra}
        </span>
      </span>
    </Link>
  );
}

/** The weekly hours, Monday first, today marked; intervals past midnight say "next day". */
export function HoursTable({ hours }: { hours: readonly LocalHours[] }) {
  const { t } = useTranslation();
  const rows = hoursTable(hours, nowSec());
  return (
    <table className="local-hours" data-testid="local-hours">
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.day}
            className={r.today ? 'local-hours__today' : undefined}
            aria-current={r.today ? 'date' : undefined}
          >
            <th scope="row">
              {t(dynamicKey('local.week', r.day))}
              {r.today && <span className="local-hours__mark">{t('local.details.today')}</span>}
            </th>
            <td>
              {r.intervals.length === 0
                ? t('local.details.closedDay')
                : r.intervals
                    .map(
                      (i) =>
                        `${i.open}–${i.overnight ? `${t('local.details.nextDay')} ` : ''}${i.close}`,
                    )
                    .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** − n + with 44 px targets; the minus and the number only when n > 0. */
export function QtyStepper({
  name,
  value,
  max,
  disabled,
  onAdd,
  onRemove,
}: {
  name: string;
  value: number;
  max: number;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="local-stepper" role="group" aria-label={t('local.menu.quantity', { name })}>
      {value > 0 && (
        <>
          <button
            type="button"
            className="local-stepper__btn local-stepper__btn--minus"
            aria-label={t('local.menu.remove', { name })}
            onClick={onRemove}
          >
            −
          </button>
          <span className="local-stepper__value" aria-live="polite">
            {value}
          </span>
        </>
      )}
      <button
        type="button"
        className="local-stepper__btn local-stepper__btn--plus"
        aria-label={t('local.menu.add', { name })}
        disabled={disabled || value >= max}
        onClick={onAdd}
      >
        +
      </button>
    </span>
  );
}

/** "📍 name  Change" at the top of the shop home; no point yet → "Choose location". */
export function PointBar({ point }: { point: CurrentPoint | null }) {
  const { t } = useTranslation();
  return (
    <Link to={CHOOSE_LOCATION} className="local-point" data-testid="local-point">
      <PinIcon />
      <span className="local-point__name">
        {point ? point.name || t('local.point.myLocation') : t('local.point.choose')}
      </span>
      <span className="local-point__change">{t('local.point.change')} ›</span>
    </Link>
  );
}

/**
 * The keyword search of the local lists: edits a draft, and on submit writes `keyword` into the
 * URL query (replacing the entry, so back leaves the list), which the list reads.
 */
export function KeywordSearch({
  placeholder,
  label,
  testId,
}: {
  placeholder: string;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(params.get('keyword') ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(params);
    const k = draft.trim();
    if (k) next.set('keyword', k);
    else next.delete('keyword');
    setParams(next, { replace: true });
  };
  return (
    <form className="local-searchbar" role="search" onSubmit={submit}>
      <input
        className="local-input"
        type="search"
        value={draft}
        maxLength={30}
        placeholder={placeholder}
        aria-label={label}
        enterKeyHint="search"
        onChange={(e) => setDraft(e.target.value)}
        data-testid={testId}
      />
      <Button type="submit" color="primary">
        {t('local.list.searchButton')}
      </Button>
    </form>
  );
}

export interface LocalFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** the inline error under the input, linked to it for screen readers */
  error?: string | null;
}

/** A labelled text input of the local-shop forms with its inline error. */
export function LocalField({ id, label, error, ...input }: LocalFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="local-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-err`} className="local-error">
          {error}
        </p>
      )}
    </>
  );
}
