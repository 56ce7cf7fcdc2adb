/**
 * Like / delete / report of one post, shared by the feed, the post screen and the profile. A
 * like sends the wanted state (not a toggle), and a second tap while one runs is ignored, so a
 * double tap never likes twice; the answer's count replaces the shown one.
 */
import { useRef } from 'react';
import { useTranslation } from '../../core/i18n';
import type { FeedPost } from '../../../shared/contract/feed';
import * as feedApi from './api';
import { confirm, toast } from '../../core/ui';
import { reportFailure, unwrap } from '../../core/data';
import '../wallet/strings/wallet';
import './strings';

/** A failure without a message of its own says "network error" (the wallet's wording). */
const REPORT = { fallbackKey: 'wallet.networkError' } as const;

export interface FeedActions {
  toggleLike: (post: FeedPost) => Promise<void>;
  remove: (post: FeedPost) => Promise<boolean>;
  report: (post: FeedPost) => Promise<void>;
}

export function useFeedActions(onChange: (post: FeedPost) => void): FeedActions {
  const { t } = useTranslation();
  const running = useRef(new Set<number>());

  const toggleLike = async (post: FeedPost) => {
    if (running.current.has(post.id)) return;
    running.current.add(post.id);
    try {
      const data = await unwrap(feedApi.likeFeedPost(post.id, !post.liked));
      onChange({ ...post, liked: data.liked, like_count: data.like_count });
    } catch (e) {
      reportFailure(e, REPORT);
    } finally {
      running.current.delete(post.id);
    }
  };

  const remove = async (post: FeedPost) => {
    if (!(await confirm(t('feed.deleteConfirm')))) return false;
    try {
      await unwrap(feedApi.deleteFeedPost(post.id));
      toast(t('feed.deleted'));
      return true;
    } catch (e) {
      reportFailure(e, REPORT);
      return false;
    }
  };

  const report = async (post: FeedPost) => {
    if (!(await confirm(t('feed.reportConfirm')))) return;
    try {
      await unwrap(feedApi.reportFeedPost(post.id));
      toast(t('feed.reported'));
    } catch (e) {
      reportFailure(e, REPORT);
    }
  };

  return { toggleLike, remove, report };
}
