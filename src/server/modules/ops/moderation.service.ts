/**
 * The operator console's moderation area (issue 23, moderation; docs/operators.md
 * "Moderation"). Each decision is one conditional update (the row moves only from the state the
 * decision expects: a second operator deciding the same item is refused with `data.reason`) and
 * its audit row, in one transaction. Reasons users read are stored as a code and the operator's
 * text (lib/reason-text.ts renders them in the reader's language).
 *
 * - live rooms: approve / reject an upcoming room waiting for review (reject also withdraws an
 *   approval before it goes live); stop a live room now: ended, rejected with the reason, a new
 *   stream key (the old key pushes nothing and the room cannot be started), viewers told over
 *   the live socket (`live:state` ended).
 * - feed posts: approve (published, reports cleared), hide with a reason, dismiss the reports
 *   (a post the reports hid is published again).
 * - goods reviews: hide with a reason (consumers read shown reviews only), unhide.
 * - local shop applications: approve (the local module's approveShop: stock location and the
 *   owner's `shop` right), reject with a reason.
 * - settings: auto-approval of live rooms and shops, the three banned-word lists (app_config).
 */
import { REPLY } from '../../../shared/constants';
import type { ListData } from '../../../shared/contract/envelope';
import type {
  ModLiveRow,
  ModPostRow,
  ModReason,
  ModReasonInput,
  ModReviewRow,
  ModSettings,
  ModSettingsInput,
  ModShopRow,
  ModUser,
} from '../../../shared/contract/ops-moderation';
import {
  BANNED_WORD_MAX_LENGTH,
  MODERATION_CONFIG,
  normaliseWordList,
} from '../../../shared/rules/moderation';
import { maskMobile } from '../../../shared/rules/ops-users';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { stringList } from '../../lib/json';
import { isModerationReason } from '../../lib/reason-text';
import { ReplyError, invalid } from '../../lib/reply';
import { notifyOps } from '../../lib/ops-events';
import { t, type Lang, type MessageKey } from '../../messages';
import { writeConfig } from '../config/config-write';
import { moderationSettings } from '../config/moderation-settings';
import { newStreamKey } from '../live/live.service';
import { liveHub } from '../live/live.sockets';
import { approveShop } from '../local/local.repository';
import {
  findLiveRoom,
  findPost,
  findReview,
  findShop,
  liveRoomsPage,
  postsPage,
  rejectShop,
  reportsOf,
  reviewsPage,
  setLiveReview,
  setPost,
  setReview,
  shopsPage,
  stopLiveRoom,
  type LiveFilter,
  type LiveModRow,
  type PostFilter,
  type PostModRow,
  type ReviewFilter,
  type ReviewModRow,
  type ShopFilter,
  type ShopModRow,
} from './moderation.repository';

/** A refusal of a decision in the wrong state: 422 with `data.reason`. */
const refused = (message: string, reason: string): ReplyError =>
  new ReplyError(REPLY.INVALID, message, { reason });

const userOf = (id: number | null, nickname: string | null, mobile: string | null): ModUser => ({
  id: id ?? 0,
  nickname: nickname ?? '',
  mobile_masked: maskMobile(mobile ?? ''),
});

const reasonOf = (code: string, note: string): ModReason => ({
  code: isModerationReason(code) ? code : '',
  note,
});

/** `other` needs the operator's text (users read it). */
function checkReason(lang: Lang, input: ModReasonInput): void {
  if (input.reason === 'other' && input.note.trim() === '') {
    throw invalid(`note: ${t(lang, 'moderation.noteRequired')}`);
  }
}

/** An item read by id, or a refusal naming `id` with the message `key`. */
const found =
  <R>(find: (ex: Executor, id: number) => Promise<R | undefined>, key: MessageKey) =>
  async (ex: Executor, lang: Lang, id: number): Promise<R> => {
    const row = await find(ex, id);
    if (!row) throw invalid(`id: ${t(lang, key)}`);
    return row;
  };

const paged = <R, O>(
  rows: { rows: R[]; total: number },
  q: { page: number; limit: number },
  map: (r: R) => O,
): ListData<O> => ({ list: rows.rows.map(map), total: rows.total, page: q.page, limit: q.limit });

type Values = Record<string, unknown>;

/** One decision on one item (the parts that differ between the queues). */
interface Decision<R> {
  action: string;
  object_type: string;
  /** the item (refused with `id:` when missing); read in the transaction, and after it */
  read: (ex: Executor) => Promise<R>;
  /** what the audit row keeps of the item */
  snapshot: (row: R) => Values;
  /** the conditional update: the values written, or null when the item was not in a state the
   * decision accepts (another operator decided first) */
  apply: (tx: Executor, row: R) => Promise<Values | null>;
  /** the refusal then (422 with `data.reason`, the state found) */
  refusal: (row: R) => ReplyError;
  /** the audit's after; default the snapshot with the values written */
  after?: (row: R, set: Values) => Values;
  /** after the commit, before the console is told */
  committed?: () => void;
}

/**
 * Runs a decision: the conditional update and its audit row in one transaction, then
 * `ops:changed moderation` to the console, and the item as it now is.
 */
async function decide<R, O>(
  app: AppContext,
  id: number,
  actor: AuditActor,
  d: Decision<R>,
  view: (row: R) => O | Promise<O>,
): Promise<O> {
  await app.database.db.transaction().execute(async (tx) => {
    const row = await d.read(tx);
    const set = await d.apply(tx, row);
    if (!set) throw d.refusal(row);
    await recordAudit(tx, actor, {
      action: d.action,
      object_type: d.object_type,
      object_id: id,
      before: d.snapshot(row),
      after: d.after ? d.after(row, set) : { ...d.snapshot(row), ...set },
    });
  });
  d.committed?.();
  notifyOps(app, 'moderation', id);
  return view(await d.read(app.database.db));
}

// ---- live rooms ----

function toLive(r: LiveModRow): ModLiveRow {
  return {
    id: r.id,
    title: r.title,
    cover: r.cover,
    intro: r.intro,
    scheduled_at: Number(r.scheduled_at),
    review_status: r.review_status as 0 | 1 | 2,
    reason: reasonOf(r.review_code, r.review_reason),
    state: r.state,
    started_at: r.started_at === null ? null : Number(r.started_at),
    ended_at: r.ended_at === null ? null : Number(r.ended_at),
    owner: userOf(r.owner_user_id, r.u_nickname, r.u_mobile),
    created_at: Number(r.created_at),
  };
}

export async function modLiveList(
  app: AppContext,
  q: { page: number; limit: number; filter: LiveFilter; keyword?: string | undefined },
): Promise<ListData<ModLiveRow>> {
  return paged(await liveRoomsPage(app.database.db, q), q, toLive);
}

const liveRoomOf = found(findLiveRoom, 'moderation.roomNotFound');

const liveSnapshot = (r: LiveModRow) => ({
  review_status: r.review_status,
  state: r.state,
  review_code: r.review_code,
  review_reason: r.review_reason,
});

/** A review decision on a room: `set` when its review status is one of `from`. */
function liveReview(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
  action: string,
  from: number[],
  set: { review_status: number; review_code: string; review_reason: string },
): Promise<ModLiveRow> {
  return decide(
    app,
    id,
    actor,
    {
      action,
      object_type: 'live_room',
      read: (ex) => liveRoomOf(ex, lang, id),
      snapshot: liveSnapshot,
      apply: async (tx, room) =>
        (await setLiveReview(tx, room.id, from, set, actor.at)) ? set : null,
      refusal: (room) =>
        refused(t(lang, 'moderation.notPending'), `${room.state}:${room.review_status}`),
    },
    toLive,
  );
}

export function modLiveApprove(
  app: AppContext,
  lang: Lang,
  input: { id: number },
  actor: AuditActor,
): Promise<ModLiveRow> {
  return liveReview(app, lang, input.id, actor, 'moderation.live_approve', [0], {
    review_status: 1,
    review_code: '',
    review_reason: '',
  });
}

export function modLiveReject(
  app: AppContext,
  lang: Lang,
  input: ModReasonInput,
  actor: AuditActor,
): Promise<ModLiveRow> {
  checkReason(lang, input);
  // pending, or approved but not live yet (the approval is withdrawn)
  return liveReview(app, lang, input.id, actor, 'moderation.live_reject', [0, 1], {
    review_status: 2,
    review_code: input.reason,
    review_reason: input.note,
  });
}

export function modLiveStop(
  app: AppContext,
  lang: Lang,
  input: ModReasonInput,
  actor: AuditActor,
): Promise<ModLiveRow> {
  checkReason(lang, input);
  const set = { review_code: input.reason, review_reason: input.note };
  return decide(
    app,
    input.id,
    actor,
    {
      action: 'moderation.live_stop',
      object_type: 'live_room',
      read: (ex) => liveRoomOf(ex, lang, input.id),
      snapshot: liveSnapshot,
      apply: async (tx, room) =>
        (await stopLiveRoom(tx, room.id, { ...set, stream_key: newStreamKey() }, actor.at))
          ? set
          : null,
      refusal: (room) => refused(t(lang, 'live.notLive'), room.state),
      after: () => ({ ...set, review_status: 2, state: 'ended', ended_at: actor.at }),
      // viewers' players end (the same event as the manager's stop)
      committed: () => liveHub(app).state(input.id, 'ended'),
    },
    toLive,
  );
}

// ---- feed posts ----

function toPost(r: PostModRow, reports: { reason: string; count: number }[]): ModPostRow {
  return {
    id: r.id,
    content: r.content,
    images: stringList(r.images),
    place: r.place,
    status: r.status as ModPostRow['status'],
    report_count: Number(r.report_count),
    reports,
    reason: reasonOf(r.hidden_code, r.hidden_note),
    author: userOf(r.user_id, r.u_nickname, r.u_mobile),
    created_at: Number(r.created_at),
  };
}

export async function modPostList(
  app: AppContext,
  q: { page: number; limit: number; filter: PostFilter; keyword?: string | undefined },
): Promise<ListData<ModPostRow>> {
  const db = app.database.db;
  const page = await postsPage(db, q);
  const reports = await reportsOf(
    db,
    page.rows.map((r) => r.id),
  );
  return paged(page, q, (r) => toPost(r, reports.get(r.id) ?? []));
}

const postOf = found(findPost, 'moderation.postNotFound');

const postSnapshot = (p: PostModRow) => ({
  status: p.status,
  report_count: Number(p.report_count),
  hidden_code: p.hidden_code,
  hidden_note: p.hidden_note,
});

function postDecision(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
  action: string,
  apply: (tx: Executor, post: PostModRow) => Promise<Values | null>,
  refusal: string,
): Promise<ModPostRow> {
  return decide(
    app,
    id,
    actor,
    {
      action,
      object_type: 'feed_post',
      read: (ex) => postOf(ex, lang, id),
      snapshot: postSnapshot,
      apply,
      refusal: (post) => refused(refusal, post.status),
    },
    async (post) => toPost(post, (await reportsOf(app.database.db, [id])).get(id) ?? []),
  );
}

export function modPostApprove(
  app: AppContext,
  lang: Lang,
  input: { id: number },
  actor: AuditActor,
): Promise<ModPostRow> {
  const set = { status: 'published', report_count: 0, hidden_code: '', hidden_note: '' };
  return postDecision(
    app,
    lang,
    input.id,
    actor,
    'moderation.post_approve',
    async (tx) =>
      (await setPost(tx, input.id, { status: ['pending', 'hidden'] }, set)) ? set : null,
    t(lang, 'moderation.postNotHeld'),
  );
}

export function modPostHide(
  app: AppContext,
  lang: Lang,
  input: ModReasonInput,
  actor: AuditActor,
): Promise<ModPostRow> {
  checkReason(lang, input);
  const set = { status: 'hidden', hidden_code: input.reason, hidden_note: input.note };
  return postDecision(
    app,
    lang,
    input.id,
    actor,
    'moderation.post_hide',
    async (tx) =>
      (await setPost(tx, input.id, { status: ['pending', 'published'] }, set)) ? set : null,
    t(lang, 'moderation.postHidden'),
  );
}

/** Clears the reports; a post the reports alone hid (no operator's code) is published again. */
export function modPostDismiss(
  app: AppContext,
  lang: Lang,
  input: { id: number },
  actor: AuditActor,
): Promise<ModPostRow> {
  return postDecision(
    app,
    lang,
    input.id,
    actor,
    'moderation.post_dismiss',
    async (tx, post) => {
      const republish = post.status === 'hidden' && post.hidden_code === '';
      const set = republish ? { report_count: 0, status: 'published' } : { report_count: 0 };
      return (await setPost(tx, input.id, { reported: true, status: [post.status] }, set))
        ? set
        : null;
    },
    t(lang, 'moderation.noReports'),
  );
}

// ---- goods reviews ----

function toReview(r: ReviewModRow): ModReviewRow {
  return {
    id: r.id,
    goods_id: r.goods_id,
    goods_title: r.g_title ?? '',
    goods_image: r.g_image ?? '',
    score: r.score,
    content: r.content,
    images: stringList(r.images),
    spec: r.spec,
    hidden: r.status !== 1,
    reason: reasonOf(r.hidden_code, r.hidden_note),
    author: userOf(r.user_id, r.u_nickname, r.u_mobile),
    created_at: Number(r.created_at),
  };
}

export async function modReviewList(
  app: AppContext,
  q: {
    page: number;
    limit: number;
    filter: ReviewFilter;
    goods_id?: number | undefined;
    keyword?: string | undefined;
  },
): Promise<ListData<ModReviewRow>> {
  return paged(await reviewsPage(app.database.db, q), q, toReview);
}

const reviewOf = found(findReview, 'moderation.reviewNotFound');

function reviewDecision(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
  move: { from: number; set: { status: number; hidden_code: string; hidden_note: string } },
  action: string,
  refusal: string,
): Promise<ModReviewRow> {
  return decide(
    app,
    id,
    actor,
    {
      action,
      object_type: 'comment',
      read: (ex) => reviewOf(ex, lang, id),
      // the same keys as the values written: the audit's after is `move.set`
      snapshot: (row) => ({
        status: row.status,
        hidden_code: row.hidden_code,
        hidden_note: row.hidden_note,
      }),
      apply: async (tx) => ((await setReview(tx, id, move.from, move.set)) ? move.set : null),
      refusal: (row) => refused(refusal, row.status === 1 ? 'shown' : 'hidden'),
    },
    toReview,
  );
}

export function modReviewHide(
  app: AppContext,
  lang: Lang,
  input: ModReasonInput,
  actor: AuditActor,
): Promise<ModReviewRow> {
  checkReason(lang, input);
  return reviewDecision(
    app,
    lang,
    input.id,
    actor,
    { from: 1, set: { status: 0, hidden_code: input.reason, hidden_note: input.note } },
    'moderation.review_hide',
    t(lang, 'moderation.reviewHidden'),
  );
}

export function modReviewUnhide(
  app: AppContext,
  lang: Lang,
  input: { id: number },
  actor: AuditActor,
): Promise<ModReviewRow> {
  return reviewDecision(
    app,
    lang,
    input.id,
    actor,
    { from: 0, set: { status: 1, hidden_code: '', hidden_note: '' } },
    'moderation.review_unhide',
    t(lang, 'moderation.reviewShown'),
  );
}

// ---- local shop applications ----

function toShop(r: ShopModRow): ModShopRow {
  return {
    id: r.id,
    name: r.name,
    category: r.c_name ?? '',
    phone: r.phone,
    address: `${r.province}${r.city === r.province ? '' : r.city}${r.district}${r.address}`,
    lat_e6: r.lat_e6,
    lng_e6: r.lng_e6,
    licence_no: r.licence_no,
    licence_images: stringList(r.licence_images),
    status: r.status,
    reason: reasonOf(r.review_code, r.review_reason),
    owner: r.owner_user_id === null ? null : userOf(r.owner_user_id, r.u_nickname, r.u_mobile),
    created_at: Number(r.created_at),
  };
}

export async function modShopList(
  app: AppContext,
  q: { page: number; limit: number; filter: ShopFilter; keyword?: string | undefined },
): Promise<ListData<ModShopRow>> {
  return paged(await shopsPage(app.database.db, q), q, toShop);
}

const shopOf = found(findShop, 'moderation.shopNotFound');

/** A decision on a pending application (`apply` true when it moved it). */
function shopDecision(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
  action: string,
  apply: (tx: Executor, shop: ShopModRow) => Promise<boolean>,
  set: Values,
): Promise<ModShopRow> {
  return decide(
    app,
    id,
    actor,
    {
      action,
      object_type: 'local_shop',
      read: (ex) => shopOf(ex, lang, id),
      snapshot: (shop) => ({ status: shop.status }),
      apply: async (tx, shop) => ((await apply(tx, shop)) ? set : null),
      refusal: (shop) => refused(t(lang, 'moderation.notPending'), String(shop.status)),
    },
    toShop,
  );
}

export function modShopApprove(
  app: AppContext,
  lang: Lang,
  input: { id: number },
  actor: AuditActor,
): Promise<ModShopRow> {
  return shopDecision(
    app,
    lang,
    input.id,
    actor,
    'moderation.shop_approve',
    (tx, shop) => approveShop(tx, shop.id, actor.at),
    { status: 1 },
  );
}

export function modShopReject(
  app: AppContext,
  lang: Lang,
  input: ModReasonInput,
  actor: AuditActor,
): Promise<ModShopRow> {
  checkReason(lang, input);
  const set = { review_code: input.reason, review_reason: input.note };
  return shopDecision(
    app,
    lang,
    input.id,
    actor,
    'moderation.shop_reject',
    (tx, shop) => rejectShop(tx, shop.id, set),
    { status: 2, ...set },
  );
}

// ---- settings ----

export function modSettings(app: AppContext): Promise<ModSettings> {
  return moderationSettings(app.database.db);
}

export async function modSettingsSave(
  app: AppContext,
  lang: Lang,
  input: ModSettingsInput,
  actor: AuditActor,
): Promise<ModSettings> {
  for (const list of Object.values(input.banned_words)) {
    if (list.some((w) => w.length > BANNED_WORD_MAX_LENGTH)) {
      throw invalid(
        `banned_words: ${t(lang, 'moderation.wordTooLong', { n: BANNED_WORD_MAX_LENGTH })}`,
      );
    }
  }
  const next: ModSettings = {
    live_auto_approve: input.live_auto_approve,
    local_auto_approve: input.local_auto_approve,
    banned_words: {
      live: normaliseWordList(input.banned_words.live),
      feed: normaliseWordList(input.banned_words.feed),
      reviews: normaliseWordList(input.banned_words.reviews),
    },
  };
  await app.database.db.transaction().execute(async (tx) => {
    const before = await moderationSettings(tx);
    if (JSON.stringify(before) === JSON.stringify(next)) {
      throw refused(t(lang, 'moderation.settingsUnchanged'), 'unchanged');
    }
    await writeConfig(tx, MODERATION_CONFIG.liveAutoApprove, next.live_auto_approve);
    await writeConfig(tx, MODERATION_CONFIG.localAutoApprove, next.local_auto_approve);
    await writeConfig(tx, MODERATION_CONFIG.bannedWords, next.banned_words);
    await recordAudit(tx, actor, {
      action: 'moderation.settings_update',
      object_type: 'moderation_settings',
      object_id: '',
      before: { ...before },
      after: { ...next },
    });
  });
  return modSettings(app);
}
