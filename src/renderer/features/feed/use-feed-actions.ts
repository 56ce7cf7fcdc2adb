/**
 * Like / delete / report of one post, shared by the feed, the post screen and the profile. A
 * like sends the wanted state (not a toggle), and a second tap while one runs is ignored, so a
 * double tap never likes twice; the answer's count replaces the shown one.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY } from '../../../shared/constants';
import type { FeedPost } from '../../../shared/contract/feed';
import * as feedApi from './api';
import { confirm, toast } from '../../core/ui';
import { reportFailure } from '../wallet';
import './strings';

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
      const res = await feedApi.likeFeedPost(post.id, !post.liked);
      if (res.code === REPLY.OK) {
        onChange({ ...post, liked: res.data.liked, like_count: res.data.like_count });
      }
    } catch (e) {
      reportFailure(e);
    } finally {
      running.current.delete(post.id);
    }
  };

  const remove = async (post: FeedPost) => {
    if (!(await confirm(t('feed.deleteConfirm')))) return false;
    try {
      const res = await feedApi.deleteFeedPost(post.id);
      if (res.code !== REPLY.OK) return false;
      toast(t('feed.deleted'));
      return true;
    } catch (e) {
      reportFailure(e);
      return false;
    }
  };

  const report = async (post: FeedPost) => {
    if (!(await confirm(t('feed.reportConfirm')))) return;
    try {
      const res = await feedApi.reportFeedPost(post.id);
      if (res.code === REPLY.OK) toast(t('feed.reported'));
    } catch (e) {
      reportFailure(e);
    }
  };

  return { toggleLike, remove, report };
}
