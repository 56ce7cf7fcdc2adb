/**
 * Message centre, shop news, push registration, clauses and the download page
 * (docs/api-messages.md). Times are Unix seconds.
 */
import type {
  AppDownload,
  Article,
  ArticleBrief,
  Clause,
  ClauseType,
  MsgCategory,
  MsgList,
  OneMsg,
  UserReadResult,
} from '../../../shared/contract/messages';
import type { ListData } from '../../../shared/contract';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export { getUserMsgNum, registerDevice } from '../../core/api/messages';

export const getUserMsgList = (q: { category?: MsgCategory; page: number; limit?: number }) =>
  http().get<MsgList>(
    'api/v3/getUserMsgList',
    { ...(q.category ? { category: q.category } : {}), page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

/** One message; the server marks it read. */
export const getOneMsg = (id: number) => http().get<OneMsg>('api/v3/getOneMsg', { id }, LOGIN);

/** Marks one message, a category or everything read. */
export const userRead = (which: { id: number } | { category: MsgCategory } | { all: 1 }) =>
  http().post<UserReadResult>('api/v3/userRead', which, LOGIN);

export const getArticleList = (q: { page: number; limit?: number }) =>
  http().get<ListData<ArticleBrief>>('api/v3/article/list', { page: q.page, limit: q.limit ?? 10 });

export const getArticle = (id: number) => http().get<Article>('api/v3/article/detail', { id });

export const getClause = (type: ClauseType) => http().get<Clause>('api/notice_clause', { type });

export const getAppDownload = () => http().get<AppDownload>('api/v3/app_download', {});
