/**
 * The goods of one room (`?id=`; docs/api-live.md `room_goods`): pin one (viewers see it on
 * top; at most one), unpin, remove (confirm), and "Import goods" from the library
 * (pages/live/select_goods). The list loads again whenever this screen is shown.
 */
import '../strings';
import '../live.css';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REPLY } from '../../../../shared/constants';
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
  toast,
} from '../../../core/ui';

const PAGE = 'pages/live/room_goods';

function RoomGoods({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [list, setList] = useState<LiveRoomGoods[]>([]);
  const [load, setLoad] = useState<'loading' | 'ready' | 'error'>('loading');

  const fetchList = useCallback(async () => {
    try {
      const r = await liveApi.getRoomGoods(id);
      if (r.code !== REPLY.OK) return setLoad('error');
      const all = r.data.list;
      setList([...all.filter((g) => g.pinned), ...all.filter((g) => !g.pinned)]);
      setLoad('ready');
    } catch {
      setLoad((l) => (l === 'ready' ? l : 'error'));
    }
  }, [id]);

  useEffect(() => {
    void fetchList();
  }, [fetchList]);

  const importGoods = () => void navigate(`/pages/live/select_goods?room_id=${id}`);

  const pin = async (g: LiveRoomGoods) => {
    try {
      const r = await liveApi.pinRoomGoods(id, g.pinned ? 0 : g.live_goods_id);
      if (r.code !== REPLY.OK) return;
      toast(g.pinned ? t('live.roomGoods.unpinned') : t('live.roomGoods.pinnedDone'));
      await fetchList();
    } catch {
      // shown by the wrapper
    }
  };

  const remove = async (g: LiveRoomGoods) => {
    if (!(await confirm(t('live.roomGoods.removeAsk', { title: g.title })))) return;
    try {
      const r = await liveApi.removeRoomGoods(id, g.live_goods_id);
      if (r.code !== REPLY.OK) return;
      toast(t('live.roomGoods.removed'));
      await fetchList();
    } catch {
      // shown by the wrapper
    }
  };

  return (
    <>
      {load === 'loading' && <ListSkeleton rows={3} />}
      {load === 'error' && (
        <ErrorState
          onRetry={() => {
            setLoad('loading');
            void fetchList();
          }}
        />
      )}
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
      <div className="live-bottom-pad" />
      <div className="live-fixed-bar">
        <Button block color="primary" onClick={importGoods}>
          {t('live.roomGoods.import')}
        </Button>
      </div>
    </>
  );
}

export default function LiveRoomGoodsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <ManagerPage title={t('live.roomGoods.title')} page={PAGE}>
      <RoomGoods id={id} />
    </ManagerPage>
  );
}
