/**
 * Message centre, shop news, push registration, clauses and the download page
 * (docs/api-messages.md). Times are Unix seconds.
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import { MSG_CATEGORIES, type MsgCategory } from '../constants';
import { route } from './route';
import { id, intIn, limit, page } from './schemas';

export { MSG_CATEGORIES, type MsgCategory };

/** Bounds of a message (longer title/body are cut by the server function). */
export const MSG_TITLE_MAX = 60;
export const MSG_BODY_MAX = 1000;

/**
 * An in-app link: a route path of routes.json with an optional simple query. Never an external
 * URL: no scheme, no `//`, no `..`.
 */
export const MSG_LINK_PATTERN = /^pages\/[A-Za-z0-9_/-]{1,120}(\?[A-Za-z0-9_=&%.,-]{0,200})?$/;

export function isMsgLink(link: string): boolean {
  return MSG_LINK_PATTERN.test(link) && !link.includes('//') && !link.includes('..');
}

export const msgCategory = z.enum(MSG_CATEGORIES);

export const msgListInput = z.object({
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), msgCategory.optional()),
  page,
  limit,
});

export const oneMsgInput = z.object({ id });

/** Exactly one of `id`, `category`, `all=1` (checked by the route; none names `id`). */
export const userReadInput = z.object({
  id: id.optional(),
  category: msgCategory.optional(),
  all: intIn(1, 1).optional(),
});

export const PUSH_PLATFORMS = ['android', 'ios', 'h5', 'mp'] as const;
export const PUSH_ALL_DATA_MAX = 2000;

/**
 * issue 25 §7 (electron-http): `GET api/getPhoneCId` takes no payload (spec section 7). The server
 * derives the device from the caller's session and request headers (server
 * modules/message/push-device.service.ts).
 */
export const phoneCidInput = z.object({});

export const CLAUSE_TYPES = [
  'user_agreement',
  'privacy_policy',
  'integral_rule',
  'after_sale_rule',
  'guide',
] as const;
export type ClauseType = (typeof CLAUSE_TYPES)[number];
export const clauseInput = z.object({ type: z.enum(CLAUSE_TYPES) });

export const articleListInput = z.object({ page, limit });
export const articleDetailInput = z.object({ id });

export interface UserMessage {
  id: number;
  category: MsgCategory;
  title: string;
  body: string;
  /** in-app route path (`pages/...`), or null */
  link: string | null;
  created_at: number;
  /** null while unread */
  read_at: number | null;
}

export interface MsgBrief {
  id: number;
  title: string;
  created_at: number;
}

export interface MsgNum {
  total: number;
  categories: { category: MsgCategory; unread: number; latest: MsgBrief | null }[];
}

export type MsgList = ListData<UserMessage>;

export interface OneMsg {
  msg: UserMessage;
  unread_total: number;
}

export interface UserReadResult {
  updated: number;
  unread_total: number;
}

export interface ArticleBrief {
  id: number;
  title: string;
  cover: string;
  summary: string;
  published_at: number;
}
export interface Article extends ArticleBrief {
  body: string;
}

export interface PushDevice {
  cid: string;
  uid: number;
  all_data: Record<string, unknown>;
}

export interface Clause {
  type: ClauseType;
  version: string;
  title: string;
  body: string;
  published_at: number;
}

export interface AppDownload {
  app_name: string;
  version: string;
  version_code: number;
  platforms: { platform: 'android' | 'ios'; url: string }[];
  /** the download page's own address (for the QR code); '' = the client uses its own URL */
  page_url: string;
}

export type ArticleList = ListData<ArticleBrief>;

export const MESSAGES = {
  msgNum: route<MsgNum>()('/api/v3/getUserMsgNum', z.object({})),
  msgList: route<MsgList>()('/api/v3/getUserMsgList', msgListInput),
  /** the server marks the message read */
  oneMsg: route<OneMsg>()('/api/v3/getOneMsg', oneMsgInput),
  userRead: route<UserReadResult>()('/api/v3/userRead', userReadInput),
  articleList: route<ArticleList>()('/api/v3/article/list', articleListInput),
  articleDetail: route<Article>()('/api/v3/article/detail', articleDetailInput),
  /** GET, no payload: this session's push device (registered on first call) */
  phoneCid: route<PushDevice>()('/api/getPhoneCId', phoneCidInput),
  clause: route<Clause>()('/api/notice_clause', clauseInput),
  appDownload: route<AppDownload>()('/api/v3/app_download', z.object({})),
};
