/**
 * One group (`?group_id=`): the goods, the state — open with the countdown to its expiry by the
 * server clock, success, or failed and refunded —, the members and the empty seats; "join" for
 * a visitor who is not in it (the activity confirmation with this `group_id`), "invite friends"
 * (Web Share API, else the link copied) while it is open, and "open a group" once it is over.
 * The group is read again when its countdown ends (the server fails and refunds it then).
 */
import { Button, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as groupApi from '../group-api';
import {
  GROUP_PAGES,
  groupConfirmPath,
  groupGoodsPath,
  GroupPanel,
  groupPath,
  groupView,
  idParam,
  ShareButton,
} from '../group';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ErrorState, PageFrame, Price, serverNowMs } from '../../../core/ui';
import '../strings/group';
import { unwrap, useLoad } from '../../../core/data';

/** The h5 link of a route, for sharing. */
function shareUrl(route: string): string {
  return `${window.location.origin}${window.location.pathname}#/${route}`;
}

const Revelry = observer(function Revelry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const groupId = idParam(params.get('group_id'));
  const userId = user.info?.user_id ?? null;

  const data = useLoad(async () => {
    if (!groupId) return null;
    const { groups } = await unwrap(groupApi.getGroups({ group_id: groupId }));
    const group = groups.find((g) => g.id === groupId) ?? null;
    if (!group) return null;
    // The goods is decoration: the group shows without it.
    const goods = await unwrap(groupApi.getGroupGoods(group.activity_goods_id)).catch(() => null);
    return { group, goods };
  }, [groupId]);

  // issue 19 (brief C): a revelry link without its id goes to the group-buying zone
  if (!groupId) return <Navigate to={'/' + GROUP_PAGES.zone} replace />;

  let body;
  if (data.status === 'error') {
    body = <ErrorState onRetry={data.retry} />;
  } else if (data.status === 'loading') {
    body = (
      <div className="pg-card" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (!data.data) {
    body = (
      <EmptyState
        title={t('promoGroup.notFound')}
        actionText={t('promoGroup.zoneTitle')}
        onAction={() => void navigate('/' + GROUP_PAGES.zone, { replace: true })}
      />
    );
  } else {
    const { group, goods } = data.data;
    const view = groupView(group, Math.floor(serverNowMs() / 1000), userId);
    const title = goods?.title ?? '';
    body = (
      <>
        {goods && (
          <Link to={'/' + groupGoodsPath(goods.id)} className="pg-goods" data-testid="group-goods">
            <div className="pg-goods__image">
              <img src={goods.image} alt={goods.title} loading="lazy" decoding="async" />
            </div>
            <div className="pg-goods__body">
              <p className="pg-goods__title">
                <span className="pg-tag">{t('promoGroup.groupSize', { count: group.size })}</span>
                {goods.title}
              </p>
              <div className="pg-goods__foot">
                <div className="pg-goods__prices">
                  <span className="pg-goods__label">{t('promoGroup.groupPrice')}</span>
                  <Price fen={goods.price} original={goods.original_price} size="md" />
                </div>
              </div>
            </div>
          </Link>
        )}
        <GroupPanel group={group} userId={userId} onExpire={() => void data.reload()}>
          {view.canJoin && (
            <Button
              block
              color="primary"
              shape="rounded"
              data-testid="group-join"
              onClick={() =>
                void navigate('/' + groupConfirmPath(group.activity_goods_id, group.id))
              }
            >
              {t('promoGroup.joinGroup')}
            </Button>
          )}
          {view.state === 'open' && (
            <ShareButton
              url={shareUrl(groupPath(group.id))}
              title={t('promoGroup.groupTitle')}
              text={t('promoGroup.shareText', { title })}
            />
          )}
          {view.state !== 'open' && (
            <Button
              block
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => void navigate('/' + groupGoodsPath(group.activity_goods_id))}
            >
              {t('promoGroup.openGroup')}
            </Button>
          )}
        </GroupPanel>
      </>
    );
  }

  return (
    <PageFrame
      title={t('promoGroup.groupTitle')}
      page={GROUP_PAGES.group}
      right={
        user.hasLogin ? (
          <button
            type="button"
            className="ui-text-button"
            onClick={() => void navigate('/' + GROUP_PAGES.mine)}
          >
            {t('promoGroup.myTitle')}
          </button>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
});

export default Revelry;
