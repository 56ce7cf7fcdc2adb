/**
 * The group-buy goods page (`?activity_goods_id=`, optional `group_id` from a shared "join"
 * link): image, group price against the price bought alone, the group size, the rules (size,
 * expiry in hours, paid membership, per-user limit), the open groups with "join", and the bar:
 * "buy alone" (the normal goods detail) and "open a group" — the activity confirmation with
 * `activity_goods_id` and no `group_id` — or, with `group_id`, "join" that group. Outside the
 * activity window the buttons say why and are disabled; the server refuses anyway (237/423).
 */
import { Button, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as groupApi from '../group-api';
import { GROUP_PAGES, groupConfirmPath, groupListPath, GroupRow, idParam } from '../group';
import { useStores } from '../../../core/stores/context';
import { ErrorState, LoadFailure, PageFrame, Price } from '../../../core/ui';
import '../strings/group';
import { unwrap, useLoad } from '../../../core/data';

const DEFAULT_EXPIRE_HOURS = 24;
/** open groups shown on this page; the rest on revelry_list */
const PREVIEW_GROUPS = 3;

const PRevelry = observer(function PRevelry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const activityGoodsId = idParam(params.get('activity_goods_id'));
  const joinGroupId = idParam(params.get('group_id'));
  const userId = user.info?.user_id ?? null;

  const goods = useLoad(
    async () =>
      activityGoodsId ? unwrap(groupApi.getGroupGoods(activityGoodsId)) : Promise.resolve(null),
    [activityGoodsId],
  );
  const groups = useLoad(
    async () =>
      activityGoodsId
        ? (await unwrap(groupApi.getGroups({ activity_goods_id: activityGoodsId }))).groups
        : [],
    [activityGoodsId],
  );

  // issue 19 (brief C): a revelry link without its id goes to the group-buying zone
  if (!activityGoodsId) return <Navigate to={'/' + GROUP_PAGES.zone} replace />;

  const g = goods.data;
  const running = g ? g.activity?.state === 'running' && !g.sold_out : false;
  const size = g?.group_size ?? 2;
  const hours = Number(g?.activity?.rules?.expire_hours) || DEFAULT_EXPIRE_HOURS;
  const blocked = !g
    ? ''
    : g.sold_out
      ? t('promoGroup.soldOut')
      : g.activity?.state === 'not_started'
        ? t('promoGroup.notStarted')
        : g.activity?.state !== 'running'
          ? t('promoGroup.ended')
          : '';

  let body;
  if (goods.status === 'error') {
    body = (
      <LoadFailure
        error={goods.error}
        onRetry={goods.retry}
        missing={{
          title: t('promoGroup.notFound'),
          to: '/' + GROUP_PAGES.zone,
          actionText: t('promoGroup.zoneTitle'),
        }}
      />
    );
  } else if (!g) {
    body = (
      <div aria-busy="true">
        <Skeleton className="pg-hero" animated style={{ height: 240 }} />
        <div className="pg-card">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    );
  } else {
    const open = (groups.data ?? []).filter((x) => x.status === 'open');
    body = (
      <>
        <div className="pg-hero">
          <img src={g.images?.[0] || g.image} alt={g.title} />
        </div>
        <div className="pg-price-bar" data-testid="group-price">
          <Price fen={g.price} original={g.original_price} size="lg" />
          <span className="pg-price-bar__size">{t('promoGroup.groupSize', { count: size })}</span>
        </div>
        <section className="pg-card">
          <h2 className="pg-title">{g.title}</h2>
          <p className="pg-muted pg-alone">
            {t('promoGroup.alonePrice')} <Price fen={g.original_price} size="sm" />
            {g.sold > 0 && <> · {t('promoGroup.sold', { count: g.sold })}</>}
          </p>
        </section>
        <section className="pg-card" aria-labelledby="pg-open-groups">
          <h2 className="pg-section-head" id="pg-open-groups">
            <span>
              {t('promoGroup.openListTitle')}
              {open.length > 0 && (
                <span className="pg-muted" data-testid="open-groups">
                  {' '}
                  {t('promoGroup.openGroups', { count: open.length })}
                </span>
              )}
            </span>
            {open.length > 0 && (
              <Link className="ui-text-button" to={'/' + groupListPath(g.id)}>
                {t('promoGroup.seeAll')}
              </Link>
            )}
          </h2>
          {groups.status === 'error' ? (
            <ErrorState onRetry={groups.retry} />
          ) : open.length === 0 ? (
            <p className="pg-muted">{t('promoGroup.listEmptyHint')}</p>
          ) : (
            open
              .slice(0, PREVIEW_GROUPS)
              .map((x) => (
                <GroupRow
                  key={x.id}
                  group={x}
                  userId={userId}
                  onExpire={() => void groups.reload()}
                />
              ))
          )}
        </section>
        <section className="pg-card" aria-labelledby="pg-rules">
          <h2 className="pg-section-head" id="pg-rules">
            {t('promoGroup.rulesTitle')}
          </h2>
          <ol className="pg-rules" data-testid="group-rules">
            <li>{t('promoGroup.ruleSize', { size })}</li>
            <li>{t('promoGroup.ruleExpire', { hours })}</li>
            <li>{t('promoGroup.rulePaid')}</li>
            {g.limit_per_user > 0 && <li>{t('promoGroup.limit', { count: g.limit_per_user })}</li>}
          </ol>
        </section>
      </>
    );
  }

  const footer = g ? (
    <div className="pg-bar">
      <Button
        shape="rounded"
        onClick={() =>
          void navigate(`/pages/subpack/goods/detail?goods_id=${g.goods_id}&sku_id=${g.sku_id}`)
        }
      >
        <span className="pg-bar__btn">
          <Price fen={g.original_price} size="sm" />
          <small>{t('promoGroup.buyAlone')}</small>
        </span>
      </Button>
      <Button
        shape="rounded"
        color="primary"
        disabled={!running}
        data-testid={joinGroupId ? 'group-join-main' : 'group-open'}
        onClick={() => void navigate('/' + groupConfirmPath(g.id, joinGroupId ?? undefined))}
      >
        <span className="pg-bar__btn">
          {blocked || <Price fen={g.price} size="sm" />}
          <small>{joinGroupId ? t('promoGroup.joinGroup') : t('promoGroup.openGroup')}</small>
        </span>
      </Button>
    </div>
  ) : undefined;

  return (
    <PageFrame title={t('promoGroup.goodsTitle')} page={GROUP_PAGES.goods} footer={footer}>
      {body}
    </PageFrame>
  );
});

export default PRevelry;
