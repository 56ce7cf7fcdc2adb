/**
 * Import library goods into a room (`?room_id=`; docs/api-live.md `room_goods/import`): search
 * the library, tick goods (or all loaded ones), import at most 50 in one go. The server skips
 * goods already in the room; the toast says how many were imported and skipped, then back to
 * the room goods, which load again.
 */
import '../strings';
import '../live.css';
import { Checkbox, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as liveApi from '../api';
import { LiveGoodsCard } from '../LiveGoodsCard';
import { ManagerPage } from '../ManagerGate';
import { EmptyState, ListView, LoadingButton, toast } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/live/select_goods';
const MAX_IMPORT = 50;

function Select({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [selected, setSelected] = useState<Set<number>>(() => new Set());

  const list = usePaged(
    ({ page }) => unwrap(liveApi.getLibrary({ keyword, page, limit: 20 })),
    [keyword],
  );

  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else if (n.size >= MAX_IMPORT) toast(t('live.select.max', { count: MAX_IMPORT }));
      else n.add(id);
      return n;
    });

  const ids = list.items.map((g) => g.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggleAll = () =>
    setSelected((s) => {
      const n = new Set(s);
      if (allSelected) ids.forEach((id) => n.delete(id));
      else
        for (const id of ids) {
          if (n.size >= MAX_IMPORT) break;
          n.add(id);
        }
      return n;
    });

  const submit = async () => {
    if (selected.size === 0) return toast(t('live.select.none'));
    try {
      const { imported, skipped } = await unwrap(liveApi.importRoomGoods(roomId, [...selected]));
      toast(t('live.select.done', { imported, skipped }));
      if (window.history.length > 1) void navigate(-1);
      else void navigate(`/pages/live/room_goods?id=${roomId}`, { replace: true });
    } catch {
      // shown by the wrapper
    }
  };

  return (
    <>
      <div className="live-sticky live-search">
        <SearchBar
          placeholder={t('live.select.search')}
          value={draft}
          onChange={setDraft}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
          aria-label={t('live.select.search')}
        />
      </div>
      <ListView
        state={list}
        pullToRefresh
        itemKey={(g) => g.id}
        render={(g) => (
          <Checkbox
            className="live-select-row"
            data-testid="live-select-row"
            checked={selected.has(g.id)}
            onChange={() => toggle(g.id)}
          >
            <LiveGoodsCard goods={g} />
          </Checkbox>
        )}
        empty={
          <EmptyState
            title={keyword ? t('live.select.noMatch') : t('live.library.empty')}
            actionText={t('live.library.add')}
            onAction={() => void navigate('/pages/live/goods/add')}
          />
        }
      />
      <div className="live-bottom-pad" />
      <div className="live-fixed-bar live-select-bar">
        <Checkbox checked={allSelected} onChange={toggleAll} disabled={ids.length === 0}>
          {t('live.select.all')}
        </Checkbox>
        <span className="live-select-bar__count" data-testid="live-selected-count">
          {t('live.select.count', { count: selected.size })}
        </span>
        <LoadingButton color="primary" disabled={selected.size === 0} onClick={submit}>
          {t('live.select.import')}
        </LoadingButton>
      </div>
    </>
  );
}

export default function LiveSelectGoodsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roomId = Number(params.get('room_id')) || 0;
  return (
    <ManagerPage title={t('live.select.title')} page={PAGE}>
      <Select roomId={roomId} />
    </ManagerPage>
  );
}
