/**
 * Issue 23 (moderation live): `ops:changed {topic: 'moderation'}` reaches the operators with
 * `moderation.read` (not the dashboard, not other roles) whenever an item enters or leaves a
 * moderation queue: a live room submitted or edited for review, a feed post held or reported, a
 * local shop application submitted, and each console decision. `cabinets` reaches
 * `merchants.read` when a cabinet slot's stock moves. SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { EVENTS, type OpsChangedPayload } from '../../src/shared/realtime';
import type { Actor } from './harness';
import { manager, ownCover } from './live-helpers';
import { L, POINT } from './local-helpers';
import { setAppConfig } from './moderation-helpers';
import { opsActor } from './ops-helpers';
import { connectOperator as connect, fence, t, useListeningServer } from './socket-server';
import { upload } from './wallet-fixtures';
import { cabinetSlot, demoMerchant } from './guishang-helpers';

useListeningServer();

function heard(socket: Socket): OpsChangedPayload[] {
  const got: OpsChangedPayload[] = [];
  socket.on(EVENTS.opsChanged, (p: OpsChangedPayload) => got.push(p));
  return got;
}

/** Listens as a moderator and as a finance operator (dashboard, no moderation.read). */
async function listeners() {
  const moderator = await opsActor(t, 'moderator');
  const finance = await opsActor(t, 'finance');
  const m = await connect(moderator.token);
  const f = await connect(finance.token);
  const mod = heard(m);
  const fin = heard(f);
  return {
    moderator,
    /** the moderation events heard since the last call (after a fence) */
    async take(): Promise<(number | null)[]> {
      await Promise.all([fence(t, m), fence(t, f)]);
      expect(fin.filter((p) => p.topic === 'moderation')).toEqual([]);
      const ids = mod.filter((p) => p.topic === 'moderation').map((p) => p.id);
      mod.length = 0;
      return ids;
    },
  };
}

const M = '/api/ops/moderation';

describe('moderation queues arrive live', () => {
  it('a live room submitted, edited, approved and rejected', async () => {
    const l = await listeners();
    const m = await manager(t);
    await setAppConfig(t, 'live_auto_approve', false);
    const room = {
      title: '待审直播',
      cover: await ownCover(t, m),
      intro: '简介',
      scheduled_at: t.clock.now() + 600,
    };
    let id: number;
    try {
      const add = await t.call('POST', '/api/live/add', { as: m, body: room });
      expect(add.code, add.message).toBe(200);
      id = add.data.id as number;
      expect(await l.take()).toEqual([id]);
      const edit = await t.call('POST', '/api/live/edit', {
        as: m,
        body: { ...room, id, title: '改过的标题' },
      });
      expect(edit.code, edit.message).toBe(200);
      expect(await l.take()).toEqual([id]);
    } finally {
      await setAppConfig(t, 'live_auto_approve', true);
    }
    const ok = await t.call('POST', `${M}/live/approve`, { as: l.moderator, body: { id } });
    expect(ok.code, ok.message).toBe(200);
    expect(await l.take()).toEqual([id]);
    const rej = await t.call('POST', `${M}/live/reject`, {
      as: l.moderator,
      body: { id, reason: 'vulgar', note: '' },
    });
    expect(rej.code, rej.message).toBe(200);
    expect(await l.take()).toEqual([id]);
    // a refused decision changes nothing and tells nobody
    const again = await t.call('POST', `${M}/live/approve`, { as: l.moderator, body: { id } });
    expect(again.code).toBe(422);
    expect(await l.take()).toEqual([]);
  });

  it('a feed post held, reported, decided', async () => {
    const l = await listeners();
    const u = await t.user();
    const held = await t.call('POST', '/api/trashy/feed/create', {
      as: u,
      body: { content: '周末一起去赌博吗' },
    });
    expect(held.code, held.message).toBe(200);
    const a = held.data.id as number;
    expect(await l.take()).toEqual([a]);
    // a clean post enters no queue
    const clean = await t.call('POST', '/api/trashy/feed/create', {
      as: u,
      body: { content: '新开的面包店' },
    });
    const b = clean.data.id as number;
    expect(await l.take()).toEqual([]);
    const reporter = await t.user();
    const report = await t.call('POST', '/api/trashy/feed/report', {
      as: reporter,
      body: { id: b, reason: '广告' },
    });
    expect(report.code, report.message).toBe(200);
    expect(await l.take()).toEqual([b]);
    for (const [path, body] of [
      ['/posts/approve', { id: a }],
      ['/posts/dismiss', { id: b }],
      ['/posts/hide', { id: b, reason: 'ads_spam', note: '' }],
    ] as const) {
      const res = await t.call('POST', `${M}${path}`, { as: l.moderator, body });
      expect(res.code, res.message).toBe(200);
      expect(await l.take()).toEqual([body.id]);
    }
  });

  it('a local shop application submitted and decided', async () => {
    const l = await listeners();
    const u = await t.user();
    const up = await upload(t, u);
    const cats = (await t.call('GET', `${L}/categories`)).data as { id: number }[];
    await setAppConfig(t, 'local_auto_approve', false);
    let id: number;
    try {
      const res = await t.call('POST', `${L}/business/apply`, {
        as: u,
        body: {
          name: '实时审核小店',
          category_id: cats[0]?.id ?? 1,
          phone: '13900001111',
          address: '西湖区文二路99号',
          lat_e6: POINT.lat_e6 + 9000,
          lng_e6: POINT.lng_e6 + 9000,
          licence_no: '91330100MA2KXYZ12Q',
          licence_images: up.data.url as string,
          hours: JSON.stringify([{ day: 1, open: '08:00', close: '20:00' }]),
        },
      });
      expect(res.code, res.message).toBe(200);
      id = res.data.id as number;
    } finally {
      await setAppConfig(t, 'local_auto_approve', true);
    }
    expect(await l.take()).toEqual([id]);
    const ok = await t.call('POST', `${M}/shops/approve`, { as: l.moderator, body: { id } });
    expect(ok.code, ok.message).toBe(200);
    expect(await l.take()).toEqual([id]);
  });
});

describe('cabinet live state', () => {
  it("a cabinet slot's stock move reaches merchants.read, not the moderator", async () => {
    const operations = await opsActor(t, 'operations');
    const moderator = await opsActor(t, 'moderator');
    const o = await connect(operations.token);
    const m = await connect(moderator.token);
    const [oHeard, mHeard] = [heard(o), heard(m)];
    const demo: Actor = await demoMerchant(t);
    const slot = await cabinetSlot(t, 1);
    const res = await t.call('POST', '/api/admin/stock/in', {
      as: demo,
      body: {
        location_id: slot.location_id,
        sku_id: slot.sku_id,
        quantity: 1,
        idempotency_key: randomUUID(),
        reason: 'correction',
      },
    });
    expect(res.status, res.message).toBe(200);
    await Promise.all([fence(t, o), fence(t, m)]);
    expect(oHeard.filter((p) => p.topic === 'cabinets').map((p) => p.id)).toEqual([1]);
    expect(mHeard).toEqual([]);
  });
});
