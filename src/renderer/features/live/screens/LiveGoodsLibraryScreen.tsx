/**
 * The manager's live goods library (docs/api-live.md `goods/library`): search, Add
 * (pages/live/goods/add), Modify (pages/live/goods/edit) and delete with a confirm (it also
 * leaves the rooms that are not live).
 */
import '../strings';
import '../live.css';
import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import type { LiveGoods } from '../../../../shared/contract/live';
import * as liveApi from '../api';
import { LiveGoodsCard } from '../LiveGoodsCard';
import { ManagerPage } from '../ManagerGate';
import { confirm, EmptyState, ListView, LoadingButton, toast } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/live/goods/goods';

function Library() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const list = usePaged(({ page }) => unwrap(liveApi.getLibrary({ keyword, page })), [keyword]);

  const remove = async (g: LiveGoods) => {
    if (!(await confirm(t('live.library.deleteAsk', { title: g.title })))) return;
    try {
      await unwrap(liveApi.deleteLiveGoods(g.id));
      toast(t('live.library.deleted'));
      await list.refresh();
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
        />
      </div>
      <ListView
        state={list}
        pullToRefresh
        itemKey={(g) => g.id}
        render={(g) => (
          <LiveGoodsCard
            goods={g}
            action={
              <>
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  onClick={() =>
                    void navigate(`/pages/live/goods/edit?id=${g.id}`, { state: { goods: g } })
                  }
                >
                  {t('live.library.modify')}
                </Button>
                <LoadingButton size="small" onClick={() => remove(g)}>
                  {t('live.library.delete')}
                </LoadingButton>
              </>
            }
          />
        )}
        empty={
          <EmptyState
            title={keyword ? t('live.select.noMatch') : t('live.library.empty')}
            actionText={t('live.library.add')}
            onAction={() => void navigate('/pages/live/goods/add')}
          />
        }
      />
    </>
  );
}

export default function LiveGoodsLibraryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ManagerPage
      title={t('live.library.title')}
      page={PAGE}
      navRight={() => (
        <Button size="small" fill="none" onClick={() => void navigate('/pages/live/goods/add')}>
          {t('live.library.add')}
        </Button>
      )}
    >
      <Library />
    </ManagerPage>
  );
}
