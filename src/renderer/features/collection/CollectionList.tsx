/**
 * A user's collected goods (my-collect) or collected wine (jiu): one row per goods opening its
 * detail through activityDetailRoute, infinite scroll, remove with a confirm (edit_collection
 * toggles the collection off), off-shelf goods greyed and not opened.
 */
import './strings';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PAGE } from '../../../shared/constants';
import type { CollectionItem } from '../../../shared/contract';
import * as collectionApi from './api';
import type { CollectionKind } from './api';
import { reportFailure, unwrap, unwrapWithMessage, usePaged } from '../../core/data';
import { KEYS, storage } from '../../core/platform/storage';
import { useStores } from '../../core/stores/context';
import {
  confirm,
  cx,
  EmptyState,
  GoodsCard,
  ListView,
  LoadingButton,
  PageFrame,
  toast,
} from '../../core/ui';
import './collection.css';

export interface CollectionListProps {
  /** route path of the screen */
  page: string;
  title: string;
  kind: CollectionKind;
  emptyText: string;
}

export const CollectionList = observer(function CollectionList({
  page,
  title,
  kind,
  emptyText,
}: CollectionListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const loggedIn = user.hasLogin;
  /** rows removed on this screen, hidden at once while the list reloads */
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());

  const state = usePaged<CollectionItem>(
    async ({ page: p }) => {
      if (!loggedIn) return { list: [], total: 0 };
      return unwrap(collectionApi.getCollectionList(p, kind));
    },
    [kind, loggedIn],
  );

  const remove = async (item: CollectionItem) => {
    if (!(await confirm(t('collect.removeConfirm')))) return;
    let message: string;
    try {
      ({ message } = await unwrapWithMessage(
        collectionApi.editCollection({
          goods_id: item.goods_id,
          sku_id: item.sku_id,
          activity_id: item.activity_id,
          activity_goods_id: item.activity_goods_id,
          type: item.type,
        }),
      ));
    } catch (error) {
      reportFailure(error);
      return;
    }
    toast(message);
    setRemoved((s) => new Set(s).add(item.collection_id));
    await state.refresh();
  };

  const goLogin = () => {
    storage.set(KEYS.callback, encodeURIComponent(page));
    void navigate('/' + LOGIN_PAGE);
  };

  const visible = state.items.filter((i) => !removed.has(i.collection_id));
  const shown =
    visible.length === 0 && state.status === 'ready'
      ? { ...state, items: visible, status: 'empty' as const }
      : { ...state, items: visible };

  return (
    <PageFrame title={title} page={page} className="collect-page">
      {loggedIn ? (
        <ListView
          state={shown}
          itemKey={(i) => i.collection_id}
          pullToRefresh
          empty={
            <EmptyState
              title={emptyText}
              actionText={t('common.goShopping')}
              onAction={() => void navigate('/pages/index/index')}
            />
          }
          render={(item) => (
            <div
              className={cx('collect-item', item.invalid && 'collect-item--invalid')}
              data-testid="collect-item"
              data-goods-id={item.goods_id}
            >
              <GoodsCard
                goods={item}
                layout="row"
                className="collect-item__card"
                onOpen={
                  item.invalid
                    ? () => toast(t('collect.invalidToast'))
                    : (path) => void navigate('/' + path)
                }
              />
              {item.invalid && <span className="collect-item__badge">{t('collect.invalid')}</span>}
              <LoadingButton
                className="collect-item__remove"
                size="mini"
                shape="rounded"
                fill="outline"
                aria-label={`${t('collect.remove')} ${item.title}`}
                onClick={() => remove(item)}
              >
                {t('collect.remove')}
              </LoadingButton>
            </div>
          )}
        />
      ) : (
        <EmptyState
          title={t('collect.loginPrompt')}
          actionText={t('collect.login')}
          onAction={goLogin}
        />
      )}
    </PageFrame>
  );
});
