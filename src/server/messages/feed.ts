/**
 * Messages of the neighbourhood feed. In the catalogue (./index.ts) the keys are
 * `feed.<key>`: `t(lang, 'feed.<key>', params)`.
 */
import type { Messages } from './lang';

export const feed = {
  postNotFound: { zh: '动态不存在或已删除', en: 'No such post' },
  commentNotFound: { zh: '评论不存在或已删除', en: 'No such comment' },
  userNotFound: { zh: '用户不存在', en: 'No such user' },
  notYourPost: { zh: '只能删除自己的动态', en: 'You can only delete your own posts' },
  notYourComment: { zh: '只能删除自己的评论', en: 'You can only delete your own comments' },
  underReview: {
    zh: '该动态正在审核中，暂不能操作',
    en: 'This post is under review and cannot be used yet',
  },
  ownPostReport: { zh: '不能举报自己的动态', en: 'You cannot report your own post' },
  postRateLimit: {
    zh: '发布太频繁，每小时最多发布{n}条',
    en: 'Too many posts: at most {n} per hour',
  },
  commentRateLimit: {
    zh: '评论太频繁，每小时最多评论{n}条',
    en: 'Too many comments: at most {n} per hour',
  },
  imageNotOwn: { zh: '图片须为本人上传', en: 'Images must be your own uploads' },
} as const satisfies Messages;

export type FeedMessageKey = keyof typeof feed;
