/**
 * One component for every zone list of issue 8 (docs/api-promotions.md "Screens"): the route's
 * configuration (zone-config.ts) says where the goods come from and what the cards add. Every
 * zone has the PageFrame with its title, a rules banner, the goods in an infinite list with
 * "no more", pull to refresh, an empty state with "Go shopping" and an error state with retry;
 * each goods opens its detail through `activityDetailRoute` (GoodsCard).
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { formatFen } from '../../../shared/rules/money';
import * as activityApi from './activity-api';
import * as promoApi from './api';
import { parseId } from '../catalogue';
import { useStores } from '../../core/stores/context';
import {
  Countdown,
  ErrorState,
  ListSkeleton,
  ListView,
  PageFrame,
  serverNowMs,
  type PagedList,
} from '../../core/ui';
import { CouponCard } from './CouponCard';
import { ZONE_TYPE, zoneConfig, type ZoneConfig } from './zone-config';
import {
  defaultSession,
  fromActivityGoods,
  fromGoodsItem,
  windowState,
  type WindowState,
  type ZoneGoods,
} from './zone-items';
import { ChipBar, GateNotice, RulesBanner, ZoneEmpty, ZoneGoodsCard } from './zone-parts';
import './zone.css';
import './strings/zone';
import { dynamicKey } from '../../core/i18n/typed';
import { unwrap, useLoad, usePaged } from '../../core/data';

const PAGE_SIZE = 10;
const nowSeconds = () => Math.floor(serverNowMs() / 1000);

export interface ActivityZoneProps {
  /** the page's hash route, e.g. 'pages/activityList/goods/integral_list' */
  route: string;
}

export function ActivityZone({ route }: ActivityZoneProps) {
  const { t } = useTranslation();
  const config = zoneConfig(route);
  let body;
  switch (config.source.kind) {
    case 'activity':
      body = <ActivityGoodsZone config={config} source={config.source} />;
      break;
    case 'flash':
      body = <FlashSaleZone config={config} />;
      break;
    case 'zone':
      body = <KeyedZone config={config} source={config.source} />;
      break;
    case 'zoneCats':
      body = <ZoneCategories config={config} source={config.source} />;
      break;
    case 'full':
      body = <FullZone config={config} />;
      break;
    case 'groupGift':
      body = <GroupGiftZone config={config} />;
      break;
  }
  return (
    <PageFrame
      title={t(dynamicKey('promoZone.zones', config.key, 'title'))}
      page={config.route}
      className="promo-zone"
    >
      {body}
    </PageFrame>
  );
}

/** The goods list of a zone with its states. */
function ZoneGoodsList({
  config,
  state,
  session,
}: {
  config: ZoneConfig;
  state: PagedList<ZoneGoods>;
  session?: WindowState;
}) {
  return (
    <ListView
      state={state}
      columns={config.layout === 'grid' ? 2 : 1}
      skeletonRows={3}
      pullToRefresh
      className={`promo-zone__list promo-zone__list--${config.layout}`}
      itemKey={(g, i) => `${g.goods.activity_goods_id}-${g.goods.id}-${i}`}
      render={(g) => <ZoneGoodsCard config={config} item={g} session={session} />}
      empty={<ZoneEmpty />}
    />
  );
}

/** "Ends in" / "starts in" of the activity, from server time. */
function ActivityWindow({ activity }: { activity: promoApi.ActivityInfo }) {
  const { t } = useTranslation();
  const [, setTick] = useState(0);
  const state = windowState(activity, nowSeconds());
  if (state === 'ended') return <p className="promo-zone__window">{t('promoZone.ended')}</p>;
  const starting = state === 'not_started';
  return (
    <p className="promo-zone__window">
      <span>{t(starting ? 'promoZone.activityStartsIn' : 'promoZone.activityEndsIn')}</span>
      <Countdown
        endAt={starting ? activity.start_at : activity.end_at}
        onEnd={() => setTick((n) => n + 1)}
      />
    </p>
  );
}

/** Goods of the running activities of a type code (`goods_activity_list`). */
function ActivityGoodsZone({
  config,
  source,
}: {
  config: ZoneConfig;
  source: Extract<ZoneConfig['source'], { kind: 'activity' }>;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState(source.typeTabs?.[0] ?? source.type);
  const [brand, setBrand] = useState(0);
  const [activity, setActivity] = useState<promoApi.ActivityInfo | null>(null);
  // the brand chips (3 for ¥10): every brand of the zone's activities, from the list call
  const [brands, setBrands] = useState<{ id: number; name: string }[]>([]);

  const goods = usePaged(
    async ({ page }) => {
      const data = await unwrap(
        promoApi.getActivityGoodsList({
          type,
          page,
          limit: PAGE_SIZE,
          ...(brand > 0 ? { brand_id: brand } : {}),
        }),
      );
      if (page === 1) {
        setActivity(data.activity);
        if (data.brands) setBrands(data.brands);
      }
      return { list: data.list.map(fromActivityGoods), total: data.total };
    },
    [type, brand],
  );

  return (
    <>
      <RulesBanner config={config}>
        {config.gate && <GateNotice gate={config.gate} />}
        {activity && <ActivityWindow activity={activity} />}
      </RulesBanner>
      {source.typeTabs && (
        <ChipBar
          label={t('promoZone.tabs')}
          options={source.typeTabs.map((code) => ({
            id: code,
            name: t(dynamicKey('promoZone.typeTabs', code)),
          }))}
          value={type}
          onChange={setType}
        />
      )}
      {/* Without brands (still loading, failed, or none) the list shows every goods: no chips. */}
      {source.brandChips && brands.length > 0 && (
        <ChipBar
          label={t('promoZone.brands')}
          options={[{ id: 0, name: t('promoZone.all') }, ...brands]}
          value={brand}
          onChange={setBrand}
        />
      )}
      <ZoneGoodsList config={config} state={goods} />
    </>
  );
}

/** Daily flash sale: session tabs, the chosen session's countdown and goods. */
function FlashSaleZone({ config }: { config: ZoneConfig }) {
  const { t } = useTranslation();
  const sessions = useLoad(
    async () => (await unwrap(activityApi.getLimitedSaleTime())).sessions,
    [],
  );
  const [picked, setPicked] = useState<number | null>(null);
  // A countdown reaching zero re-renders, so the states below are read again at server time.
  const [, setTick] = useState(0);

  const now = nowSeconds();
  const list = sessions.data ?? [];
  const activeId =
    picked !== null && list.some((s) => s.activity_id === picked)
      ? picked
      : defaultSession(list, now);
  const active = list.find((s) => s.activity_id === activeId);
  const state = active ? windowState(active, now) : 'ended';

  const goods = usePaged(
    async ({ page }) => {
      if (activeId === null) return { list: [], total: 0 };
      const data = await unwrap(
        promoApi.getActivityGoodsList({
          type: ZONE_TYPE.flashSale,
          activity_id: activeId,
          page,
          limit: PAGE_SIZE,
        }),
      );
      return { list: data.list.map(fromActivityGoods), total: data.total };
    },
    [activeId],
  );

  let content;
  if (sessions.status === 'loading') content = <ListSkeleton rows={3} />;
  else if (sessions.status === 'error') content = <ErrorState onRetry={sessions.retry} />;
  else if (!active) content = <ZoneEmpty title={t('promoZone.session.none')} />;
  else {
    const starting = state === 'not_started';
    content = (
      <>
        <div className="promo-zone__session" data-testid="flash-session">
          <span className="promo-zone__session-state">
            {t(
              `promoZone.session.${starting ? 'upcoming' : state === 'ended' ? 'ended' : 'ongoing'}`,
            )}
          </span>
          {state !== 'ended' && (
            <>
              <span>{t(starting ? 'promoZone.session.startsIn' : 'promoZone.session.endsIn')}</span>
              <Countdown
                endAt={starting ? active.start_at : active.end_at}
                onEnd={() => setTick((n) => n + 1)}
              />
            </>
          )}
        </div>
        <ZoneGoodsList config={config} state={goods} session={state} />
      </>
    );
  }

  return (
    <>
      <RulesBanner config={config} />
      {list.length > 0 && (
        <ChipBar
          label={t('promoZone.session.label')}
          className="promo-zone__sessions"
          options={list.map((s) => {
            const st = windowState(s, now);
            return {
              id: s.activity_id,
              name: formatClock(s.start_at),
              note: t(
                `promoZone.session.${st === 'running' ? 'ongoing' : st === 'not_started' ? 'upcoming' : 'ended'}`,
              ),
            };
          })}
          value={activeId ?? 0}
          onChange={setPicked}
        />
      )}
      {content}
    </>
  );
}

/** 'HH:mm' of a Unix time in China time (the shop's sessions are announced in it). */
function formatClock(unix: number): string {
  const d = new Date((unix + 8 * 3600) * 1000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** A zone of the zone calls by route key, with category tabs or a `?cat_id=` of the URL. */
function KeyedZone({
  config,
  source,
}: {
  config: ZoneConfig;
  source: Extract<ZoneConfig['source'], { kind: 'zone' }>;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(0);
  const catId = source.cats === 'param' ? parseId(params.get('cat_id')) : tab > 0 ? tab : undefined;

  const cats = useLoad(
    async () =>
      source.cats === 'tabs'
        ? (await unwrap(activityApi.getZoneCatGoodsList({ zone: source.zone }))).cats
        : [],
    [source.zone, source.cats],
  );

  const goods = usePaged(
    async ({ page }) => {
      const data = await unwrap(
        activityApi.getZoneGoodsList({
          zone: source.zone,
          page,
          limit: PAGE_SIZE,
          ...(catId === undefined ? {} : { cat_id: catId }),
        }),
      );
      return { list: data.list.map(fromGoodsItem), total: data.total };
    },
    [source.zone, catId],
  );

  return (
    <>
      <RulesBanner config={config}>
        {source.listRoute && (
          <Link className="promo-zone__link" to={'/' + source.listRoute}>
            {t('promoZone.allCategories')}
          </Link>
        )}
      </RulesBanner>
      {cats.data && cats.data.length > 0 && (
        <ChipBar
          label={t('promoZone.categories')}
          options={[{ id: 0, name: t('promoZone.all') }, ...cats.data]}
          value={tab}
          onChange={setTab}
        />
      )}
      <ZoneGoodsList config={config} state={goods} />
    </>
  );
}

/** A zone's categories as a grid; each opens the zone's list of that category. */
function ZoneCategories({
  config,
  source,
}: {
  config: ZoneConfig;
  source: Extract<ZoneConfig['source'], { kind: 'zoneCats' }>;
}) {
  const cats = useLoad(
    async () => (await unwrap(activityApi.getZoneCatGoodsList({ zone: source.zone }))).cats,
    [source.zone],
  );
  let content;
  if (cats.status === 'loading') content = <ListSkeleton rows={3} />;
  else if (cats.status === 'error') content = <ErrorState onRetry={cats.retry} />;
  else if (!cats.data || cats.data.length === 0) content = <ZoneEmpty />;
  else
    content = (
      <ul className="promo-zone__cats">
        {cats.data.map((c) => (
          <li key={c.id}>
            <Link className="promo-zone__cat" to={`/${source.listRoute}?cat_id=${c.id}`}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <RulesBanner config={config} />
      {content}
    </>
  );
}

/** Full reduction: the tiers, then the zone's goods. */
function FullZone({ config }: { config: ZoneConfig }) {
  const { t } = useTranslation();
  const [tiers, setTiers] = useState<activityApi.FullTier[] | null>(null);
  const goods = usePaged(async ({ page }) => {
    const data = await unwrap(activityApi.getMinusPriceInfo({ page, limit: PAGE_SIZE }));
    if (page === 1) setTiers(data.tiers);
    const list = data.list ?? [];
    return { list: list.map(fromGoodsItem), total: data.total ?? list.length };
  }, []);
  const yuan = (fen: number) => formatFen(fen).replace(/\.00$/, '');
  return (
    <>
      <RulesBanner config={config}>
        {tiers && (
          <div className="promo-zone__tiers" aria-label={t('promoZone.full.tiersTitle')}>
            {tiers.length === 0 ? (
              <span>{t('promoZone.full.none')}</span>
            ) : (
              tiers.map((tier) => (
                <span key={`${tier.full}-${tier.cut}`} className="promo-zone__tier">
                  {t('promoZone.full.tier', { full: yuan(tier.full), cut: yuan(tier.cut) })}
                </span>
              ))
            )}
          </div>
        )}
      </RulesBanner>
      <ZoneGoodsList config={config} state={goods} />
    </>
  );
}

/** The welfare group (QR code and notice from the app config) and the coupons it gives. */
const GroupGiftZone = observer(function GroupGiftZone({ config }: { config: ZoneConfig }) {
  const { t } = useTranslation();
  const { config: configStore } = useStores();
  // app_config keys `group_qr` (image URL) and `group_notice` of /api/v3/config ('' when unset);
  // the coupons: the templates the console chose (`group_coupons`), else the whole centre
  const groupQr = configStore.config?.group_qr ?? '';
  const groupNotice = configStore.config?.group_notice ?? '';
  const coupons = usePaged(async ({ page }) => {
    const data = await unwrap(promoApi.getCouponCentre({ page, limit: PAGE_SIZE, zone: 'group' }));
    return data;
  }, []);

  return (
    <>
      <RulesBanner config={config}>
        {groupNotice && <p className="promo-zone__notice">{groupNotice}</p>}
      </RulesBanner>
      <section className="promo-zone__group">
        {groupQr ? (
          <>
            <img className="promo-zone__qr" src={groupQr} alt={t('promoZone.groupGift.qrAlt')} />
            <p>{t('promoZone.groupGift.scan')}</p>
          </>
        ) : (
          <p>{t('promoZone.groupGift.noGroup')}</p>
        )}
      </section>
      <h2 className="promo-zone__heading">{t('promoZone.groupGift.couponsTitle')}</h2>
      <ListView
        state={coupons}
        className="promo-zone__coupons"
        pullToRefresh
        itemKey={(c) => c.id}
        render={(c) => (
          <CouponCard
            title={c.title}
            amount={c.amount}
            threshold={c.threshold}
            start_at={c.start_at}
            end_at={c.end_at}
            notes={
              <p className="promo-zone__coupon-left">
                {t('promoZone.groupGift.left', { n: Math.max(0, c.total - c.received) })}
              </p>
            }
            action={
              <Link
                className="promo-zone__receive"
                to="/pages/subpack1/coupon-center/coupon-center"
                aria-label={t('promoZone.groupGift.receiveOf', { title: c.title })}
              >
                {t('promoZone.groupGift.goReceive')}
              </Link>
            }
          />
        )}
        empty={<ZoneEmpty title={t('promoZone.groupGift.noCoupons')} />}
      />
    </>
  );
});
