/**
 * The operator console's moderation area (issue 23, moderation; docs/operators.md
 * "Moderation"): live rooms (approve, reject with a reason, stop a live room now), feed posts
 * held for review or reported (approve, hide with a reason, dismiss reports), goods reviews
 * (hide with a reason, unhide), local shop applications (approve, reject with a reason) and the
 * settings (auto-approval, banned-word lists). Reads need `moderation.read`, writes
 * `moderation.write`; every write is audited (`moderation.*`). Reasons are codes
 * (shared/rules/moderation.ts) plus the operator's text; users read them in their language.
 */
import { z } from 'zod';
import {
  BANNED_WORDS_MAX,
  BANNED_WORD_MAX_LENGTH,
  MODERATION_REASONS,
  type BannedWords,
  type ModerationReason,
} from '../rules/moderation';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, optionalId, page, singleLine } from './schemas';

const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalid' }),
);
const limit = intIn(1, 100).default(20);

export const MOD_LIVE_FILTERS = ['pending', 'approved', 'rejected', 'live', 'all'] as const;
export const MOD_POST_FILTERS = ['held', 'reported', 'hidden', 'all'] as const;
export const MOD_REVIEW_FILTERS = ['shown', 'hidden', 'all'] as const;
export const MOD_SHOP_FILTERS = ['pending', 'open', 'rejected', 'all'] as const;

export const modLiveListInput = z.object({
  page,
  limit,
  filter: z.enum(MOD_LIVE_FILTERS).default('pending'),
  keyword: singleLine(40).optional(),
});
export const modPostListInput = z.object({
  page,
  limit,
  filter: z.enum(MOD_POST_FILTERS).default('held'),
  keyword: singleLine(40).optional(),
});
export const modReviewListInput = z.object({
  page,
  limit,
  filter: z.enum(MOD_REVIEW_FILTERS).default('all'),
  goods_id: optionalId,
  keyword: singleLine(40).optional(),
});
export const modShopListInput = z.object({
  page,
  limit,
  filter: z.enum(MOD_SHOP_FILTERS).default('pending'),
  keyword: singleLine(40).optional(),
});

export const modIdInput = z.object({ id });
/** A decision with a reason users read: a code and the operator's text (required for `other`). */
export const modReasonInput = z.object({
  id,
  reason: z.enum(MODERATION_REASONS),
  note: singleLine(200).default(''),
});
export type ModReasonInput = z.output<typeof modReasonInput>;

const word = z.string().trim().max(BANNED_WORD_MAX_LENGTH, 'tooLong');
const wordList = z.array(word).max(BANNED_WORDS_MAX);
export const modSettingsInput = z.object({
  live_auto_approve: flag,
  local_auto_approve: flag,
  banned_words: z.object({ live: wordList, feed: wordList, reviews: wordList }),
});
export type ModSettingsInput = z.output<typeof modSettingsInput>;

export interface ModUser {
  id: number;
  nickname: string;
  mobile_masked: string;
}

/** The reason of a decision: its code ('' none) and the operator's text (or the banned word). */
export interface ModReason {
  code: ModerationReason | '';
  note: string;
}

export interface ModLiveRow {
  id: number;
  title: string;
  cover: string;
  intro: string;
  scheduled_at: number;
  /** 0 pending | 1 approved | 2 rejected */
  review_status: 0 | 1 | 2;
  reason: ModReason;
  state: 'upcoming' | 'live' | 'ended';
  started_at: number | null;
  ended_at: number | null;
  owner: ModUser;
  created_at: number;
}

export interface ModPostRow {
  id: number;
  content: string;
  images: string[];
  place: string;
  status: 'published' | 'pending' | 'hidden';
  report_count: number;
  /** report reasons and how many users gave each */
  reports: { reason: string; count: number }[];
  reason: ModReason;
  author: ModUser;
  created_at: number;
}

export interface ModReviewRow {
  id: number;
  goods_id: number;
  goods_title: string;
  goods_image: string;
  score: number;
  content: string;
  images: string[];
  spec: string;
  hidden: boolean;
  reason: ModReason;
  author: ModUser;
  created_at: number;
}

export interface ModShopRow {
  id: number;
  name: string;
  category: string;
  phone: string;
  address: string;
  lat_e6: number;
  lng_e6: number;
  licence_no: string;
  licence_images: string[];
  /** 0 pending | 1 open | 2 rejected | 3 closed by owner */
  status: number;
  reason: ModReason;
  owner: ModUser | null;
  created_at: number;
}

export interface ModSettings {
  live_auto_approve: boolean;
  local_auto_approve: boolean;
  banned_words: BannedWords;
}

export const OPS_MODERATION = {
  live: route<ListData<ModLiveRow>>()('/api/ops/moderation/live', modLiveListInput),
  liveApprove: route<ModLiveRow>()('/api/ops/moderation/live/approve', modIdInput),
  liveReject: route<ModLiveRow>()('/api/ops/moderation/live/reject', modReasonInput),
  liveStop: route<ModLiveRow>()('/api/ops/moderation/live/stop', modReasonInput),
  posts: route<ListData<ModPostRow>>()('/api/ops/moderation/posts', modPostListInput),
  postApprove: route<ModPostRow>()('/api/ops/moderation/posts/approve', modIdInput),
  postHide: route<ModPostRow>()('/api/ops/moderation/posts/hide', modReasonInput),
  postDismiss: route<ModPostRow>()('/api/ops/moderation/posts/dismiss', modIdInput),
  reviews: route<ListData<ModReviewRow>>()('/api/ops/moderation/reviews', modReviewListInput),
  reviewHide: route<ModReviewRow>()('/api/ops/moderation/reviews/hide', modReasonInput),
  reviewUnhide: route<ModReviewRow>()('/api/ops/moderation/reviews/unhide', modIdInput),
  shops: route<ListData<ModShopRow>>()('/api/ops/moderation/shops', modShopListInput),
  shopApprove: route<ModShopRow>()('/api/ops/moderation/shops/approve', modIdInput),
  shopReject: route<ModShopRow>()('/api/ops/moderation/shops/reject', modReasonInput),
  settings: route<ModSettings>()('/api/ops/moderation/settings', z.object({})),
  settingsSave: route<ModSettings>()('/api/ops/moderation/settings/save', modSettingsInput),
};
