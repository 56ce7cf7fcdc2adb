/**
 * The console's home and content (issue 23, part content; contract
 * shared/contract/ops-content.ts). Each write runs in one transaction with its audit row
 * (`content.*`, before/after). The consumer reads the same tables and app_config keys, and the
 * public cache drops its answers on those writes (db/write-tags.ts), so a change shows at once.
 *
 * - Banners: an image must be an upload of this shop's storage (a seeded banner keeps its own);
 *   the time window is `start_at`/`end_at` (0 = unbounded), read by catalogue.repository.ts.
 * - Announcements are created as drafts and sent once: the send claims the draft by a
 *   conditional update (a second send answers 423), then inserts one `system` message per user
 *   of the segment in the same transaction. The message centre shows `title_en`/`body_en` to an
 *   English reader (message.routes.ts). No socket event per user: the badge counts on next read.
 * - Agreements: publishing a version inserts a notice_clauses row (newer than the current one);
 *   when app_config `agreement_versions` pins versions, the pin of that type moves too, so the
 *   consent module asks every consumer to accept the new version.
 * - Hot words: app_config `hot_words`, entries `{ word, on }` (the seed's plain strings read as
 *   on); the service switch and phone: `kf_on`, `service_phone` (which wins over SERVICE_PHONE).
 */
import type { ListData } from '../../../shared/contract/envelope';
import type {
  ContentClauseType,
  ContentSegment,
  OpsAnnouncement,
  OpsArticle,
  OpsBanner,
  OpsClause,
  OpsClauses,
  OpsGroupGift,
  OpsHotWord,
  OpsSegmentInput,
  OpsServiceSettings,
  OpsZone,
} from '../../../shared/contract/ops-content';
import type { OpsAuditAction } from '../../../shared/rules/ops-permissions';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { invalid, locked } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import { agreementVersionOf, currentVersions } from '../consent/consent.service';
import { groupCouponIds } from '../promo/coupon.service';
import type { Executor } from '../../db';
import {
  announcementPage,
  articlePageAll,
  bannerPage,
  claimAnnouncement,
  clausesOf,
  configValue,
  couponTitles,
  deleteBanner,
  fanOutAnnouncement,
  findAnnouncement,
  findArticle,
  findBanner,
  findZone,
  insertAnnouncement,
  insertArticle,
  insertBanner,
  insertClause,
  listZones,
  setConfigValue,
  setRecipients,
  updateArticle,
  updateBanner,
  updateZone,
  type AnnouncementRow,
  type ArticleRow,
  type BannerRow,
  type UserSegment,
  type ZoneRow,
} from './content.repository';

type Opt<T> = { [K in keyof T]?: T[K] | undefined };

/**
 * One audited write of a content row: `write` runs in a transaction and answers the row's id
 * with the row before (none for a create) and after (null for a delete); the audit row records
 * both through `snap` in the same transaction. Answers the row after.
 */
async function auditedRow<R, A extends R | null>(
  app: AppContext,
  actor: AuditActor,
  audit: { action: OpsAuditAction; object_type: string },
  snap: (r: R) => Record<string, unknown>,
  write: (tx: Executor) => Promise<{ id: number; before?: R; after: A }>,
): Promise<A> {
  return app.database.db.transaction().execute(async (tx) => {
    const { id, before, after } = await write(tx);
    await recordAudit(tx, actor, {
      ...audit,
      object_id: id,
      ...(before === undefined ? {} : { before: snap(before) }),
      ...(after === null ? {} : { after: snap(after) }),
    });
    return after;
  });
}

/** Keys of `v` whose value is given (undefined dropped). */
function given<T extends object>(v: T): Partial<T> {
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as Partial<T>;
}

// ---------------------------------------------------------------------------------------------
// Banners

const toBanner = (r: BannerRow): OpsBanner => ({
  id: r.id,
  position: r.position,
  title: r.title,
  image: r.image,
  link: r.link,
  sort: r.sort,
  on: r.status === 1,
  start_at: Number(r.start_at),
  end_at: Number(r.end_at),
  created_at: Number(r.created_at),
});
const bannerSnapshot = (r: BannerRow): Record<string, unknown> => {
  const { id: _id, created_at: _c, ...rest } = toBanner(r);
  return rest;
};

const bannerAudit = (verb: 'create' | 'update' | 'delete') => ({
  action: `content.banner_${verb}` as const,
  object_type: 'banner',
});

export async function bannerList(
  app: AppContext,
  q: { page: number; limit: number; position?: string | undefined },
): Promise<ListData<OpsBanner>> {
  const { rows, total } = await bannerPage(app.database.db, q);
  return { list: rows.map(toBanner), total, page: q.page, limit: q.limit };
}

function checkImage(app: AppContext, lang: Lang, field: string, url: string, own?: string) {
  if (url !== own && app.storage.keyOf(url) === null) {
    throw invalid(`${field}: ${t(lang, 'opsContent.imageNotUpload')}`);
  }
}

function checkWindow(lang: Lang, start: number, end: number) {
  if (end !== 0 && end <= start) throw invalid(`end_at: ${t(lang, 'opsContent.windowOrder')}`);
}

interface BannerFields {
  position: string;
  title: string;
  image: string;
  link: string;
  sort: number;
  status: boolean;
  start_at: number;
  end_at: number;
}

export async function bannerCreate(
  app: AppContext,
  lang: Lang,
  input: BannerFields,
  actor: AuditActor,
): Promise<OpsBanner> {
  checkImage(app, lang, 'image', input.image);
  checkWindow(lang, input.start_at, input.end_at);
  const row = await auditedRow(app, actor, bannerAudit('create'), bannerSnapshot, async (tx) => {
    const id = await insertBanner(tx, {
      ...input,
      status: input.status ? 1 : 0,
      created_at: app.clock.now(),
    });
    return { id, after: (await findBanner(tx, id))! };
  });
  return toBanner(row);
}

export async function bannerUpdate(
  app: AppContext,
  lang: Lang,
  input: { id: number } & Opt<BannerFields>,
  actor: AuditActor,
): Promise<OpsBanner> {
  const row = await auditedRow(app, actor, bannerAudit('update'), bannerSnapshot, async (tx) => {
    const before = await findBanner(tx, input.id);
    if (!before) throw invalid(`id: ${t(lang, 'opsContent.bannerNotFound')}`);
    if (input.image !== undefined) checkImage(app, lang, 'image', input.image, before.image);
    checkWindow(
      lang,
      input.start_at ?? Number(before.start_at),
      input.end_at ?? Number(before.end_at),
    );
    const { id, status, ...rest } = input;
    await updateBanner(tx, id, {
      ...given(rest),
      ...(status === undefined ? {} : { status: status ? 1 : 0 }),
    });
    return { id, before, after: (await findBanner(tx, id))! };
  });
  return toBanner(row);
}

export async function bannerRemove(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
): Promise<null> {
  return auditedRow(app, actor, bannerAudit('delete'), bannerSnapshot, async (tx) => {
    const before = await findBanner(tx, id);
    if (!before) throw invalid(`id: ${t(lang, 'opsContent.bannerNotFound')}`);
    await deleteBanner(tx, id);
    return { id, before, after: null };
  });
}

// ---------------------------------------------------------------------------------------------
// Zones

const toZone = (r: ZoneRow): OpsZone => ({
  id: r.id,
  name: r.name,
  name_en: r.name_en,
  icon: r.icon,
  route: r.route,
  sort: r.sort,
  on: r.status === 1,
});
const zoneSnapshot = (r: ZoneRow): Record<string, unknown> => {
  const { id: _id, route: _r, ...rest } = toZone(r);
  return rest;
};

export async function zoneList(app: AppContext): Promise<{ list: OpsZone[] }> {
  return { list: (await listZones(app.database.db)).map(toZone) };
}

export async function zoneUpdate(
  app: AppContext,
  lang: Lang,
  input: {
    id: number;
    name?: string | undefined;
    name_en?: string | undefined;
    icon?: string | undefined;
    sort?: number | undefined;
    status?: boolean | undefined;
  },
  actor: AuditActor,
): Promise<OpsZone> {
  const audit = { action: 'content.zone_update' as const, object_type: 'zone' };
  const row = await auditedRow(app, actor, audit, zoneSnapshot, async (tx) => {
    const before = await findZone(tx, input.id);
    if (!before) throw invalid(`id: ${t(lang, 'opsContent.zoneNotFound')}`);
    if (input.icon !== undefined) checkImage(app, lang, 'icon', input.icon, before.icon);
    const { id, status, ...rest } = input;
    await updateZone(tx, id, {
      ...given(rest),
      ...(status === undefined ? {} : { status: status ? 1 : 0 }),
    });
    return { id, before, after: (await findZone(tx, id))! };
  });
  return toZone(row);
}

// ---------------------------------------------------------------------------------------------
// Home notices (app_config `home_notices`)

const stringList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

export async function noticeList(app: AppContext): Promise<{ list: string[] }> {
  return { list: stringList(await configValue<unknown>(app.database.db, 'home_notices', [])) };
}

export async function noticesSave(
  app: AppContext,
  list: string[],
  actor: AuditActor,
): Promise<{ list: string[] }> {
  await app.database.db.transaction().execute(async (tx) => {
    const before = stringList(await configValue<unknown>(tx, 'home_notices', []));
    await setConfigValue(tx, 'home_notices', list);
    await recordAudit(tx, actor, {
      action: 'content.notices_update',
      object_type: 'app_config',
      object_id: 'home_notices',
      before: { list: before },
      after: { list },
    });
  });
  return { list };
}

// ---------------------------------------------------------------------------------------------
// Articles

const toArticle = (r: ArticleRow): OpsArticle => ({
  id: r.id,
  title: r.title,
  cover: r.cover,
  summary: r.summary,
  body: r.body,
  published: r.status === 1,
  published_at: Number(r.published_at),
  created_at: Number(r.created_at),
});
/** The audit's copy: the body by its length only (it can be long). */
const articleSnapshot = (r: ArticleRow): Record<string, unknown> => ({
  title: r.title,
  cover: r.cover,
  summary: r.summary,
  body_chars: r.body.length,
  published: r.status === 1,
});

const articleAudit = (verb: 'create' | 'update' | 'publish' | 'unpublish') => ({
  action: `content.article_${verb}` as const,
  object_type: 'article',
});

export async function articleList(
  app: AppContext,
  q: { page: number; limit: number },
): Promise<ListData<OpsArticle>> {
  const { rows, total } = await articlePageAll(app.database.db, q);
  return { list: rows.map(toArticle), total, page: q.page, limit: q.limit };
}

export async function articleCreate(
  app: AppContext,
  lang: Lang,
  input: { title: string; cover: string; summary: string; body: string; publish: boolean },
  actor: AuditActor,
): Promise<OpsArticle> {
  if (input.cover) checkImage(app, lang, 'cover', input.cover);
  const now = app.clock.now();
  const row = await auditedRow(app, actor, articleAudit('create'), articleSnapshot, async (tx) => {
    const id = await insertArticle(tx, {
      title: input.title,
      cover: input.cover,
      summary: input.summary,
      body: input.body,
      status: input.publish ? 1 : 0,
      published_at: now,
      created_at: now,
    });
    return { id, after: (await findArticle(tx, id))! };
  });
  return toArticle(row);
}

export async function articleUpdate(
  app: AppContext,
  lang: Lang,
  input: {
    id: number;
    title?: string | undefined;
    cover?: string | undefined;
    summary?: string | undefined;
    body?: string | undefined;
  },
  actor: AuditActor,
): Promise<OpsArticle> {
  const row = await auditedRow(app, actor, articleAudit('update'), articleSnapshot, async (tx) => {
    const before = await findArticle(tx, input.id);
    if (!before) throw invalid(`id: ${t(lang, 'opsContent.articleNotFound')}`);
    if (input.cover) checkImage(app, lang, 'cover', input.cover, before.cover);
    const { id, ...rest } = input;
    await updateArticle(tx, id, given(rest));
    return { id, before, after: (await findArticle(tx, id))! };
  });
  return toArticle(row);
}

/** Publishes (shown from now, newest first) or withdraws an article. */
export async function articlePublish(
  app: AppContext,
  lang: Lang,
  input: { id: number; publish: boolean },
  actor: AuditActor,
): Promise<OpsArticle> {
  const audit = articleAudit(input.publish ? 'publish' : 'unpublish');
  const row = await auditedRow(app, actor, audit, articleSnapshot, async (tx) => {
    const before = await findArticle(tx, input.id);
    if (!before) throw invalid(`id: ${t(lang, 'opsContent.articleNotFound')}`);
    await updateArticle(
      tx,
      input.id,
      input.publish ? { status: 1, published_at: app.clock.now() } : { status: 0 },
    );
    return { id: input.id, before, after: (await findArticle(tx, input.id))! };
  });
  return toArticle(row);
}

// ---------------------------------------------------------------------------------------------
// Announcements

const toAnnouncement = (r: AnnouncementRow): OpsAnnouncement => ({
  id: r.id,
  title: r.title,
  title_en: r.title_en,
  body: r.body,
  body_en: r.body_en,
  link: r.link ?? '',
  segment: r.segment as ContentSegment,
  reg_from: Number(r.reg_from),
  reg_to: Number(r.reg_to),
  right: r.right,
  sent: r.status === 1,
  recipients: r.recipients,
  sent_at: r.sent_at === null ? null : Number(r.sent_at),
  created_at: Number(r.created_at),
});
const announcementSnapshot = (r: AnnouncementRow): Record<string, unknown> => {
  const { id: _id, created_at: _c, ...rest } = toAnnouncement(r);
  return rest;
};

export async function announcementList(
  app: AppContext,
  q: { page: number; limit: number },
): Promise<ListData<OpsAnnouncement>> {
  const { rows, total } = await announcementPage(app.database.db, q);
  return { list: rows.map(toAnnouncement), total, page: q.page, limit: q.limit };
}

/**
 * The stored segment of an input (fields another segment does not use zeroed), or a refusal
 * naming the field: a date range needs its end at or after its start, a right segment its right.
 * Announcements and coupons issued to a segment (promo-coupon.service.ts) share it.
 */
export function segmentOf(lang: Lang, input: OpsSegmentInput): UserSegment {
  if (input.segment === 'registered' && (input.reg_to === 0 || input.reg_to < input.reg_from)) {
    throw invalid(`reg_to: ${t(lang, 'opsContent.rangeRequired')}`);
  }
  if (input.segment === 'right' && !input.right) {
    throw invalid(`right: ${t(lang, 'opsContent.rightRequired')}`);
  }
  return {
    segment: input.segment,
    reg_from: input.segment === 'registered' ? input.reg_from : 0,
    reg_to: input.segment === 'registered' ? input.reg_to : 0,
    right: input.segment === 'right' ? (input.right ?? '') : '',
  };
}

export async function announcementCreate(
  app: AppContext,
  lang: Lang,
  input: {
    title: string;
    title_en: string;
    body: string;
    body_en: string;
    link: string;
    segment: ContentSegment;
    reg_from: number;
    reg_to: number;
    right?: string | undefined;
  },
  actor: AuditActor,
): Promise<OpsAnnouncement> {
  const seg = segmentOf(lang, input);
  const audit = { action: 'content.announcement_create' as const, object_type: 'announcement' };
  const row = await auditedRow(app, actor, audit, announcementSnapshot, async (tx) => {
    const id = await insertAnnouncement(tx, {
      title: input.title,
      title_en: input.title_en,
      body: input.body,
      body_en: input.body_en,
      link: input.link || null,
      ...seg,
      operator_id: actor.operatorId ?? 0,
      created_at: app.clock.now(),
    });
    return { id, after: (await findAnnouncement(tx, id))! };
  });
  return toAnnouncement(row);
}

/** Sends a draft to its segment, once (a second send answers 423 and changes nothing). */
export async function announcementSend(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
): Promise<OpsAnnouncement> {
  const now = app.clock.now();
  const row = await app.database.db.transaction().execute(async (tx) => {
    const before = await findAnnouncement(tx, id);
    if (!before) throw invalid(`id: ${t(lang, 'opsContent.announcementNotFound')}`);
    if (!(await claimAnnouncement(tx, id, now))) {
      throw locked(t(lang, 'opsContent.announcementSent'));
    }
    const n = await fanOutAnnouncement(tx, before, now);
    await setRecipients(tx, id, n);
    const after = (await findAnnouncement(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'content.announcement_send',
      object_type: 'announcement',
      object_id: id,
      before: { sent: false, recipients: 0 },
      after: { sent: true, recipients: n },
    });
    return after;
  });
  return toAnnouncement(row);
}

// ---------------------------------------------------------------------------------------------
// Agreements and the privacy policy

/** -1, 0, 1 as dotted version `a` is below, equal to, above `b`. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number(n) || 0);
  const pb = b.split('.').map((n) => Number(n) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

const toClause = (r: Awaited<ReturnType<typeof clausesOf>>[number]): OpsClause => ({
  id: r.id,
  type: r.type as ContentClauseType,
  version: r.version,
  title: r.title,
  body: r.body,
  published_at: Number(r.published_at),
});

export async function clauseList(app: AppContext, type: ContentClauseType): Promise<OpsClauses> {
  const { db } = app.database;
  const versions = await currentVersions(db, app.clock.now());
  return { current: versions[type], list: (await clausesOf(db, type)).map(toClause) };
}

export async function clausePublish(
  app: AppContext,
  lang: Lang,
  input: { type: ContentClauseType; version: string; title: string; body: string },
  actor: AuditActor,
): Promise<OpsClause> {
  const now = app.clock.now();
  const row = await app.database.db.transaction().execute(async (tx) => {
    const before = await currentVersions(tx, now);
    const newest = (await clausesOf(tx, input.type))[0]?.version;
    for (const v of [before[input.type], newest]) {
      if (v !== undefined && compareVersions(input.version, v) <= 0) {
        throw invalid(`version: ${t(lang, 'opsContent.versionNotNewer', { current: v })}`);
      }
    }
    const id = await insertClause(tx, { ...input, now });
    // a pinned version of this type moves to the new one (consent.repository.ts)
    const pinned = await configValue<unknown>(tx, 'agreement_versions', null);
    if (pinned && typeof pinned === 'object' && input.type in pinned) {
      await setConfigValue(tx, 'agreement_versions', { ...pinned, [input.type]: input.version });
    }
    const after = await currentVersions(tx, now);
    await recordAudit(tx, actor, {
      action: 'content.clause_publish',
      object_type: 'clause',
      object_id: id,
      before: { type: input.type, version: before[input.type] },
      after: {
        type: input.type,
        version: after[input.type],
        title: input.title,
        agreement_version: agreementVersionOf(after),
      },
    });
    return (await clausesOf(tx, input.type)).find((c) => c.id === id)!;
  });
  return toClause(row);
}

// ---------------------------------------------------------------------------------------------
// Hot words and customer service

/** app_config `hot_words`: plain strings (on) or `{ word, on }` entries. */
export function parseHotWords(v: unknown): OpsHotWord[] {
  if (!Array.isArray(v)) return [];
  const out: OpsHotWord[] = [];
  for (const e of v) {
    if (typeof e === 'string') out.push({ word: e, on: true });
    else if (e && typeof e === 'object' && typeof (e as { word?: unknown }).word === 'string') {
      out.push({ word: (e as { word: string }).word, on: (e as { on?: unknown }).on !== false });
    }
  }
  return out;
}

export async function hotWordList(app: AppContext): Promise<{ list: OpsHotWord[] }> {
  return { list: parseHotWords(await configValue<unknown>(app.database.db, 'hot_words', [])) };
}

export async function hotWordsSave(
  app: AppContext,
  lang: Lang,
  list: OpsHotWord[],
  actor: AuditActor,
): Promise<{ list: OpsHotWord[] }> {
  const seen = new Set<string>();
  for (const w of list) {
    const k = w.word.toLowerCase();
    if (seen.has(k))
      throw invalid(`list: ${t(lang, 'opsContent.duplicateWord', { word: w.word })}`);
    seen.add(k);
  }
  const clean = list.map((w) => ({ word: w.word, on: w.on }));
  await app.database.db.transaction().execute(async (tx) => {
    const before = parseHotWords(await configValue<unknown>(tx, 'hot_words', []));
    await setConfigValue(tx, 'hot_words', clean);
    await recordAudit(tx, actor, {
      action: 'content.hot_words_update',
      object_type: 'app_config',
      object_id: 'hot_words',
      before: { list: before },
      after: { list: clean },
    });
  });
  return { list: clean };
}

/** The service phone consumers see: app_config `service_phone` when set, else SERVICE_PHONE. */
export async function servicePhone(app: AppContext, ex = app.database.db): Promise<string> {
  const v = await configValue<unknown>(ex, 'service_phone', '');
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : app.config.servicePhone;
}

export async function serviceSettings(app: AppContext): Promise<OpsServiceSettings> {
  const { db } = app.database;
  return {
    on: Boolean(await configValue<unknown>(db, 'kf_on', 1)),
    phone: await servicePhone(app),
  };
}

export async function serviceSave(
  app: AppContext,
  input: OpsServiceSettings,
  actor: AuditActor,
): Promise<OpsServiceSettings> {
  await app.database.db.transaction().execute(async (tx) => {
    const before = {
      on: Boolean(await configValue<unknown>(tx, 'kf_on', 1)),
      phone: await servicePhone(app, tx),
    };
    await setConfigValue(tx, 'kf_on', input.on ? 1 : 0);
    await setConfigValue(tx, 'service_phone', input.phone);
    await recordAudit(tx, actor, {
      action: 'content.service_update',
      object_type: 'app_config',
      object_id: 'kf_on',
      before,
      after: { on: input.on, phone: input.phone },
    });
  });
  return { on: input.on, phone: input.phone };
}

// ---------------------------------------------------------------------------------------------
// The group-gift zone (app_config `group_qr`, `group_notice`, `group_coupons`)

const GROUP_KEYS = ['group_qr', 'group_notice', 'group_coupons'] as const;

async function readGroupGift(ex: Executor, now: number): Promise<OpsGroupGift> {
  const qr = await configValue<unknown>(ex, 'group_qr', '');
  const notice = await configValue<unknown>(ex, 'group_notice', '');
  const ids = groupCouponIds(await configValue<unknown>(ex, 'group_coupons', []));
  const rows = await couponTitles(ex, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    qr: typeof qr === 'string' ? qr : '',
    notice: typeof notice === 'string' ? notice : '',
    coupon_ids: ids,
    coupons: ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const listed = r.in_centre === 1 && r.stopped_at === 0 && Number(r.end_at) > now;
      return [{ id, title: r.title, listed }];
    }),
  };
}

export function groupGift(app: AppContext): Promise<OpsGroupGift> {
  return readGroupGift(app.database.db, app.clock.now());
}

/**
 * Saves the zone: the QR must be an upload (the stored one may stay), each coupon a template
 * the coupon centre lists now (in the centre, not stopped, not ended). Audited with the diff.
 */
export async function groupGiftSave(
  app: AppContext,
  lang: Lang,
  input: { qr: string; notice: string; coupon_ids: number[] },
  actor: AuditActor,
): Promise<OpsGroupGift> {
  const now = app.clock.now();
  const ids = [...new Set(input.coupon_ids)];
  return app.database.db.transaction().execute(async (tx) => {
    const before = await readGroupGift(tx, now);
    if (input.qr !== '') checkImage(app, lang, 'qr', input.qr, before.qr);
    const rows = new Map((await couponTitles(tx, ids)).map((r) => [r.id, r]));
    const bad = ids.filter((id) => {
      const r = rows.get(id);
      return !r || r.in_centre !== 1 || r.stopped_at !== 0 || Number(r.end_at) <= now;
    });
    if (bad.length > 0) {
      throw invalid(
        `coupon_ids: ${t(lang, 'opsContent.groupCouponsNotListed', { ids: bad.join(', ') })}`,
      );
    }
    await setConfigValue(tx, 'group_qr', input.qr);
    await setConfigValue(tx, 'group_notice', input.notice);
    await setConfigValue(tx, 'group_coupons', ids);
    const after = await readGroupGift(tx, now);
    await recordAudit(tx, actor, {
      action: 'content.group_gift_update',
      object_type: 'group_gift',
      object_id: GROUP_KEYS.join(','),
      before: { qr: before.qr, notice: before.notice, coupon_ids: before.coupon_ids },
      after: { qr: after.qr, notice: after.notice, coupon_ids: after.coupon_ids },
    });
    return after;
  });
}
