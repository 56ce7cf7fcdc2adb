/**
 * The goods of one room (`?id=`; docs/api-live.md `room_goods`): pin one (viewers see it on
 * top; at most one), unpin, remove (confirm), and "Import goods" from the library
 * (pages/live/select_goods). The list loads again whenever this screen is shown.
 */
import '../strings';
import '../live.css';
import '../../../core/i18n/data';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LiveRoomGoods } from '../../../../shared/contract/live';
import * as liveApi from '../api';
import { LiveGoodsCard } from '../LiveGoodsCard';
import { ManagerPage } from '../ManagerGate';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  MissingState,
  toast,
} from '../../../core/ui';
import { idFromQuery, isNotFound, unwrap, useLoad, useMutation } from '../../../core/data';

const PAGE = 'pages/live/room_goods';
/** writes that fail without the server's word (offline, 5xx) */
const REPORT = { fallbackKey: 'data.networkError' } as const;

function RoomGoods({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goods = useLoad(async () => {
    const { list: all } = await unwrap(liveApi.getRoomGoods(id));
    return [...all.filter((g) => g.pinned), ...all.filter((g) => !g.pinned)];
  }, [id]);
  const list = goods.data ?? [];
  const load = goods.status;
  const missing = load === 'error' && isNotFound(goods.error);
  const { reload } = goods;

  const importGoods = () => void navigate(`/pages/live/select_goods?room_id=${id}`);

  // pin / unpin / remove: failures are told by the reporter; the list loads again after a success
  const pinning = useMutation(
    async (g: LiveRoomGoods) => {
      await unwrap(liveApi.pinRoomGoods(id, g.pinned ? 0 : g.live_goods_id));
      toast(g.pinned ? t('live.roomGoods.unpinned') : t('live.roomGoods.pinnedDone'));
      await reload();
    },
    { report: REPORT },
  );
  const removing = useMutation(
    async (g: LiveRoomGoods) => {
      await unwrap(liveApi.removeRoomGoods(id, g.live_goods_id));
      toast(t('live.roomGoods.removed'));
      await reload();
    },
    { report: REPORT },
  );

  const pin = async (g: LiveRoomGoods) => {
    await pinning.attempt(g);
  };

  const remove = async (g: LiveRoomGoods) => {
    if (!(await confirm(t('live.roomGoods.removeAsk', { title: g.title })))) return;
    await removing.attempt(g);
  };

  return (
    <>
      {load === 'loading' && <ListSkeleton rows={3} />}
      {missing && <RoomMissing />}
      {load === 'error' && !missing && <ErrorState onRetry={goods.retry} />}
      {load === 'ready' && list.length === 0 && (
        <EmptyState
          title={t('live.roomGoods.empty')}
          actionText={t('live.roomGoods.import')}
          onAction={importGoods}
        />
      )}
      {load === 'ready' && list.length > 0 && (
        <div className="live-goods-list" role="list" data-testid="live-room-goods">
          {list.map((g) => (
            <div role="listitem" key={g.live_goods_id}>
              <LiveGoodsCard
                goods={g}
                pinned={g.pinned}
                action={
                  <>
                    <LoadingButton
                      size="small"
                      color="primary"
                      fill="outline"
                      onClick={() => pin(g)}
                    >
                      {g.pinned ? t('live.roomGoods.unpin') : t('live.roomGoods.pin')}
                    </LoadingButton>
                    <LoadingButton size="small" onClick={() => remove(g)}>
                      {t('live.roomGoods.remove')}
                    </LoadingButton>
                  </>
                }
              />
            </div>
          ))}
        </div>
      )}
      {!missing && (
        <>
          <div className="live-bottom-pad" />
          <div className="live-fixed-bar">
            <Button block color="primary" onClick={importGoods}>
              {t('live.roomGoods.import')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

/** issue 19 (brief C): no room in the link, or no such room — not "room_id: 格式不正确". */
function RoomMissing() {
  const { t } = useTranslation();
  return (
    <MissingState
      title={t('live.roomGoods.missing')}
      description={t('live.roomGoods.missingHint')}
      to="/pages/live/list"
      actionText={t('live.roomGoods.toRooms')}
    />
  );
}

export default function LiveRoomGoodsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  return (
    <ManagerPage title={t('live.roomGoods.title')} page={PAGE}>
      {id ? <RoomGoods id={id} /> : <RoomMissing />}
    </ManagerPage>
  );
}
