/**
 * Message centre, shop news, push registration, clauses and the download page
 * (docs/api-messages.md). Times are Unix seconds.
 */
import type { ClauseType, MESSAGES, MsgCategory } from '../../../shared/contract/messages';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export { getUserMsgNum, registerDevice } from '../../core/api/messages';

export const getUserMsgList = (q: { category?: MsgCategory; page: number; limit?: number }) =>
  http().call<typeof MESSAGES.msgList>(
    'GET',
    'api/v3/getUserMsgList',
    { ...(q.category ? { category: q.category } : {}), page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

/** One message; the server marks it read. */
export const getOneMsg = (id: number) =>
  http().call<typeof MESSAGES.oneMsg>('GET', 'api/v3/getOneMsg', { id }, LOGIN);

/** Marks one message, a category or everything read. */
export const userRead = (which: { id: number } | { category: MsgCategory } | { all: 1 }) =>
  http().call<typeof MESSAGES.userRead>('POST', 'api/v3/userRead', which, LOGIN);

export const getArticleList = (q: { page: number; limit?: number }) =>
  http().call<typeof MESSAGES.articleList>('GET', 'api/v3/article/list', {
    page: q.page,
    limit: q.limit ?? 10,
  });

export const getArticle = (id: number) =>
  http().call<typeof MESSAGES.articleDetail>('GET', 'api/v3/article/detail', { id });

export const getClause = (type: ClauseType) =>
  http().call<typeof MESSAGES.clause>('GET', 'api/notice_clause', { type });

export const getAppDownload = () =>
  http().call<typeof MESSAGES.appDownload>('GET', 'api/v3/app_download', {});
