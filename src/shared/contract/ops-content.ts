/**
 * The console's home and content (issue 23, part content): banners (image, link, order, time
 * window, on/off), the home zone grid, the home notices, shop-news articles, message-centre
 * announcements (to all users or a segment, sent once), agreement and privacy-policy versions,
 * the hot search words and the customer-service switch and phone. Reads need `content.read`,
 * writes `content.write`; every write is audited (`content.*`).
 *
 * What the consumer reads: banners / zones tables (/api/index, /api/banners), app_config
 * `home_notices`, `hot_words`, `kf_on`, `service_phone`, articles, user_messages, notice_clauses.
 * The client imports this module with `import type` only, except the constants.
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, limit, page, singleLine } from './schemas';

export const CONTENT_CLAUSE_TYPES = ['user_agreement', 'privacy_policy'] as const;
export type ContentClauseType = (typeof CONTENT_CLAUSE_TYPES)[number];
export const CONTENT_SEGMENTS = ['all', 'registered', 'right'] as const;
export type ContentSegment = (typeof CONTENT_SEGMENTS)[number];
/** The rights a segment may name (user_rights.right). */
export const CONTENT_RIGHTS = ['shop_owner', 'live_manager', 'agent', 'seller'] as const;
export const CONTENT_HOT_WORDS_MAX = 20;
export const CONTENT_NOTICES_MAX = 10;
/** An in-app route (same rule as the message centre's links) or an http(s) URL, or ''. */
export const CONTENT_LINK_PATTERN =
  /^(|pages\/[A-Za-z0-9_/-]{1,120}(\?[A-Za-z0-9_=&%.,-]{0,200})?|https?:\/\/[^\s]{1,280})$/;

const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalid' }),
);
const picture = z.string().trim().min(1, 'required').max(300);
const link = z
  .string()
  .trim()
  .max(300)
  .refine((v) => CONTENT_LINK_PATTERN.test(v) && !v.includes('..'), { message: 'invalid link' });
const unixSeconds = intIn(0, 2 ** 40);
const sort = intIn(0, 9999);

// ---------------------------------------------------------------------------------------------
// Banners and zones

export const opsBannersInput = z.object({
  page,
  limit,
  position: singleLine(20).optional(),
});
export const opsBannerCreateInput = z.object({
  position: singleLine(20, 1).default('home'),
  title: singleLine(40, 1),
  image: picture,
  link: link.default(''),
  sort: sort.default(0),
  status: flag.default(true),
  /** 0: from now on */
  start_at: unixSeconds.default(0),
  /** 0: no end */
  end_at: unixSeconds.default(0),
});
export const opsBannerUpdateInput = z.object({
  id,
  position: singleLine(20, 1).optional(),
  title: singleLine(40, 1).optional(),
  image: picture.optional(),
  link: link.optional(),
  sort: sort.optional(),
  status: flag.optional(),
  start_at: unixSeconds.optional(),
  end_at: unixSeconds.optional(),
});
export interface OpsBanner {
  id: number;
  position: string;
  title: string;
  image: string;
  link: string;
  sort: number;
  on: boolean;
  start_at: number;
  end_at: number;
  created_at: number;
}

export const opsZoneUpdateInput = z.object({
  id,
  name: singleLine(12, 1).optional(),
  name_en: singleLine(24).optional(),
  icon: picture.optional(),
  sort: sort.optional(),
  status: flag.optional(),
});
export interface OpsZone {
  id: number;
  name: string;
  name_en: string;
  icon: string;
  route: string;
  sort: number;
  on: boolean;
}

// ---------------------------------------------------------------------------------------------
// Notices, articles, announcements

export const opsNoticesInput = z.object({
  list: z.array(singleLine(60, 1)).max(CONTENT_NOTICES_MAX),
});

export const opsArticlesInput = z.object({ page, limit });
export const opsArticleCreateInput = z.object({
  title: singleLine(80, 1),
  cover: z.string().trim().max(300).default(''),
  summary: singleLine(200).default(''),
  body: z.string().trim().min(1, 'required').max(20000),
  /** published right away (else a draft) */
  publish: flag.default(false),
});
export const opsArticleUpdateInput = z.object({
  id,
  title: singleLine(80, 1).optional(),
  cover: z.string().trim().max(300).optional(),
  summary: singleLine(200).optional(),
  body: z.string().trim().min(1, 'required').max(20000).optional(),
});
export const opsArticlePublishInput = z.object({ id, publish: flag });
export interface OpsArticle {
  id: number;
  title: string;
  cover: string;
  summary: string;
  body: string;
  published: boolean;
  published_at: number;
  created_at: number;
}

/** A segment of users (announcements; coupons issued to a segment, ops-coupons.ts). */
export const opsSegmentFields = {
  segment: z.enum(CONTENT_SEGMENTS),
  /** segment `registered`: users registered in [reg_from, reg_to] (Unix s) */
  reg_from: unixSeconds.default(0),
  reg_to: unixSeconds.default(0),
  /** segment `right`: holders of this right */
  right: z.enum(CONTENT_RIGHTS).optional(),
};
export type OpsSegmentInput = {
  segment: ContentSegment;
  reg_from: number;
  reg_to: number;
  right?: string | undefined;
};

export const opsAnnouncementsInput = z.object({ page, limit });
export const opsAnnouncementCreateInput = z.object({
  title: singleLine(60, 1),
  title_en: singleLine(60).default(''),
  body: z.string().trim().min(1, 'required').max(1000),
  body_en: z.string().trim().max(1000).default(''),
  /** an in-app route ('' none) */
  link: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || (/^pages\//.test(v) && CONTENT_LINK_PATTERN.test(v)), {
      message: 'invalid link',
    })
    .default(''),
  ...opsSegmentFields,
});
export const opsIdInput = z.object({ id });
export interface OpsAnnouncement {
  id: number;
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  link: string;
  segment: ContentSegment;
  reg_from: number;
  reg_to: number;
  right: string;
  sent: boolean;
  recipients: number;
  sent_at: number | null;
  created_at: number;
}

// ---------------------------------------------------------------------------------------------
// Agreements, search words, customer service

export const opsClausesInput = z.object({ type: z.enum(CONTENT_CLAUSE_TYPES) });
export const opsClausePublishInput = z.object({
  type: z.enum(CONTENT_CLAUSE_TYPES),
  /** digits and dots, greater than the current version */
  version: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'invalid version'),
  title: singleLine(80, 1),
  body: z.string().trim().min(1, 'required').max(50000),
});
export interface OpsClause {
  id: number;
  type: ContentClauseType;
  version: string;
  title: string;
  body: string;
  published_at: number;
}
export interface OpsClauses {
  /** the version consumers accept now (consent module) */
  current: string;
  list: OpsClause[];
}

export const opsHotWordsInput = z.object({
  list: z.array(z.object({ word: singleLine(20, 1), on: flag })).max(CONTENT_HOT_WORDS_MAX),
});
export interface OpsHotWord {
  word: string;
  on: boolean;
}

export const opsServiceInput = z.object({
  on: flag,
  /** digits, spaces and dashes (a landline, 400 number or mobile) */
  phone: z
    .string()
    .trim()
    .regex(/^[0-9][0-9 -]{4,18}[0-9]$/, 'invalid phone'),
});
export interface OpsServiceSettings {
  on: boolean;
  phone: string;
}

// ---------------------------------------------------------------------------------------------
// The group-gift zone (进群有礼): app_config `group_qr`, `group_notice`, `group_coupons`

export const CONTENT_GROUP_COUPONS_MAX = 20;
export const opsGroupGiftInput = z.object({
  /** an upload of this shop's storage ('' none: the zone says there is no group) */
  qr: z.string().trim().max(300).default(''),
  notice: z.string().trim().max(200).default(''),
  /** the coupon templates the zone lists, in this order; [] = every coupon of the centre */
  coupon_ids: z.array(id).max(CONTENT_GROUP_COUPONS_MAX).default([]),
});
export interface OpsGroupGift {
  qr: string;
  notice: string;
  coupon_ids: number[];
  /** the chosen templates (title and whether the centre lists them now) */
  coupons: { id: number; title: string; listed: boolean }[];
}

export const OPS_CONTENT = {
  banners: route<ListData<OpsBanner>>()('/api/ops/content/banners', opsBannersInput),
  bannerCreate: route<OpsBanner>()('/api/ops/content/banners/create', opsBannerCreateInput),
  bannerUpdate: route<OpsBanner>()('/api/ops/content/banners/update', opsBannerUpdateInput),
  bannerDelete: route<null>()('/api/ops/content/banners/delete', opsIdInput),
  upload: route<{ url: string }>()('/api/ops/content/upload', z.object({})),
  zones: route<{ list: OpsZone[] }>()('/api/ops/content/zones', z.object({})),
  zoneUpdate: route<OpsZone>()('/api/ops/content/zones/update', opsZoneUpdateInput),
  notices: route<{ list: string[] }>()('/api/ops/content/notices', z.object({})),
  noticesSave: route<{ list: string[] }>()('/api/ops/content/notices/save', opsNoticesInput),
  articles: route<ListData<OpsArticle>>()('/api/ops/content/articles', opsArticlesInput),
  articleCreate: route<OpsArticle>()('/api/ops/content/articles/create', opsArticleCreateInput),
  articleUpdate: route<OpsArticle>()('/api/ops/content/articles/update', opsArticleUpdateInput),
  articlePublish: route<OpsArticle>()('/api/ops/content/articles/publish', opsArticlePublishInput),
  announcements: route<ListData<OpsAnnouncement>>()(
    '/api/ops/content/announcements',
    opsAnnouncementsInput,
  ),
  announcementCreate: route<OpsAnnouncement>()(
    '/api/ops/content/announcements/create',
    opsAnnouncementCreateInput,
  ),
  announcementSend: route<OpsAnnouncement>()('/api/ops/content/announcements/send', opsIdInput),
  clauses: route<OpsClauses>()('/api/ops/content/clauses', opsClausesInput),
  clausePublish: route<OpsClause>()('/api/ops/content/clauses/publish', opsClausePublishInput),
  hotWords: route<{ list: OpsHotWord[] }>()('/api/ops/content/hot-words', z.object({})),
  hotWordsSave: route<{ list: OpsHotWord[] }>()(
    '/api/ops/content/hot-words/save',
    opsHotWordsInput,
  ),
  service: route<OpsServiceSettings>()('/api/ops/content/service', z.object({})),
  serviceSave: route<OpsServiceSettings>()('/api/ops/content/service/save', opsServiceInput),
  groupGift: route<OpsGroupGift>()('/api/ops/content/group-gift', z.object({})),
  groupGiftSave: route<OpsGroupGift>()('/api/ops/content/group-gift/save', opsGroupGiftInput),
} as const;
