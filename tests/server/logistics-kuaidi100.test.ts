/**
 * Logistics tracking through Kuaidi100's push (issue 22) against a local simulator of its
 * protocol (tests/server/sim/kuaidi100-sim.ts): shipping subscribes the waybill, signed pushes
 * become the buyer's trace, a bad signature or an older push changes nothing, a failed or
 * aborted subscription is asked again by the job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribePending } from '../../src/server/modules/logistics/logistics.service';
import { startTestServer, type Actor, type TestServer } from './harness';
import {
  buyBody,
  buyer,
  buyOk,
  freshSkus,
  merchantOf,
  PAY_PASSWORD,
  setPayPassword,
} from './order-helpers';
import { Kuaidi100Sim, type SimSubscription } from './sim/kuaidi100-sim';

const KEY = 'TestKuaidi100Key01';
const SALT = 'a-salt-of-sixteen-plus';
const PUBLIC = 'https://shop.example.com';
const QUIET = { warn: () => undefined };

let t: TestServer;
let sim: Kuaidi100Sim;
let seq = 0;

beforeAll(async () => {
  sim = new Kuaidi100Sim(KEY);
  await sim.start();
  t = await startTestServer({
    kuaidi100: { key: KEY, salt: SALT, callbackBase: PUBLIC, baseUrl: sim.base },
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.stop();
});

/** A paid order shipped by its merchant with `company`; the buyer and the waybill number. */
async function shipped(company: string): Promise<{ u: Actor; orderId: number; number: string }> {
  const u = await buyer(t);
  const [s] = await freshSkus(t, { stock: 10, offset: 60 + seq });
  const r = await buyOk(t, u, buyBody(s!, 1));
  await setPayPassword(t, u.id, r.pay_amount);
  const paid = await t.call('POST', '/api/pay/pay', {
    as: u,
    body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
  });
  expect(paid.code, paid.message).toBe(200);
  const m = await merchantOf(t, s!.seller_id);
  const number = `YT${process.pid}${String(++seq).padStart(6, '0')}`;
  const ship = await t.call('POST', '/api/admin/order/ship', {
    as: m,
    body: { order_id: r.order_ids[0]!, express_company: company, express_no: number },
  });
  expect(ship.status, ship.message).toBe(200);
  return { u, orderId: r.order_ids[0]!, number };
}

const parcel = (number: string) =>
  t.app.database.db
    .selectFrom('parcels')
    .selectAll()
    .where('number', '=', number)
    .executeTakeFirstOrThrow();

const push = (form: { path: string; body: string }) =>
  t.inject({
    method: 'POST',
    url: form.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.body,
  });

const trace = (u: Actor, orderId: number) =>
  t.call('GET', '/api/user/order_logistics', { as: u, query: { order_id: orderId } });

describe('Kuaidi100 tracking (simulator)', () => {
  it('shipping subscribes the waybill; signed pushes become the buyer’s trace, newest first', async () => {
    const subscribed = sim.nextSubscription();
    const { u, orderId, number } = await shipped('yto');
    const sub: SimSubscription = await subscribed;
    expect(sub).toEqual({
      company: 'yuantong',
      number,
      key: KEY,
      parameters: {
        callbackurl: `${PUBLIC}/api/logistics/kuaidi100/notify`,
        salt: SALT,
        resultv2: '1',
        phone: '8000', // the last 4 digits of the address's mobile 13800138000
      },
    });
    await expect.poll(async () => (await parcel(number)).subscribed_at).not.toBeNull();

    const before = await trace(u, orderId);
    expect(before.code, before.message).toBe(200);
    expect(before.data.events).toEqual([]);

    const data = [
      { time: '2026-11-28 18:30:00', context: '[杭州市] 快件已到达【杭州转运中心】' },
      { time: '2026-11-28 09:05:00', context: '[杭州市] 快件已揽收' },
    ];
    const res = await push(sim.pushForm(sub, { state: '0', data }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, returnCode: '200', message: '成功' });
    const after = await trace(u, orderId);
    expect(after.data.events).toEqual([
      { time: Date.UTC(2026, 10, 28, 10, 30) / 1000, text: data[0]!.context },
      { time: Date.UTC(2026, 10, 28, 1, 5) / 1000, text: data[1]!.context },
    ]);

    // an older push arriving late does not replace the longer trace
    const late = await push(sim.pushForm(sub, { state: '0', data: data.slice(1) }));
    expect(late.statusCode).toBe(200);
    expect((await trace(u, orderId)).data.events).toHaveLength(2);

    // a forged push (wrong salt) is refused and changes nothing
    const snap = await t.snapshot();
    const forged = await push(
      sim.pushForm(
        sub,
        { state: '3', ischeck: '1', data: [{ ...data[0]!, context: '已签收' }] },
        'not-our-salt-at-all',
      ),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ result: false });
    expect(await t.snapshot()).toBe(snap);

    // delivered
    const signed = await push(
      sim.pushForm(sub, {
        status: 'shutdown',
        state: '3',
        ischeck: '1',
        data: [{ time: '2026-11-29 10:00:00', context: '[杭州市] 已签收，签收人：本人' }, ...data],
      }),
    );
    expect(signed.statusCode).toBe(200);
    expect(await parcel(number)).toMatchObject({ state: '3', signed: 1, event_count: 3 });
  });

  it('a failed subscription is asked again by the job; a refused one is not', async () => {
    sim.nextReturnCode = '502'; // a server-side error of Kuaidi100's
    const first = sim.nextSubscription();
    const { number } = await shipped('zto');
    await first;
    await expect.poll(async () => (await parcel(number)).subscribe_attempts).toBe(1);
    expect((await parcel(number)).subscribed_at).toBeNull();
    expect(await subscribePending(t.app, QUIET)).toBe(1);
    expect((await parcel(number)).subscribed_at).not.toBeNull();
    expect(sim.subscriptions.filter((s) => s.number === number)).toHaveLength(2);

    sim.nextReturnCode = '700';
    const refusedSub = sim.nextSubscription();
    const refused = await shipped('yunda');
    await refusedSub;
    await expect.poll(async () => (await parcel(refused.number)).subscribe_attempts).toBe(8);
    expect(await subscribePending(t.app, QUIET)).toBe(0);
    expect(sim.subscriptions.filter((s) => s.number === refused.number)).toHaveLength(1);

    // a carrier Kuaidi100 does not know (free text) is never sent
    const unknown = await shipped('某某快运');
    await expect.poll(async () => (await parcel(unknown.number)).subscribe_attempts).toBe(8);
    expect(sim.subscriptions.some((s) => s.number === unknown.number)).toBe(false);
  });

  it('an aborted subscription (no trace found for days) is asked for again', async () => {
    const subscribed = sim.nextSubscription();
    const { number } = await shipped('sto');
    const sub = await subscribed;
    await expect.poll(async () => (await parcel(number)).subscribed_at).not.toBeNull();
    const abort = await push(sim.pushForm(sub, { status: 'abort', state: '0', data: [] }));
    expect(abort.statusCode).toBe(200);
    expect((await parcel(number)).subscribed_at).toBeNull();
    expect(await subscribePending(t.app, QUIET)).toBe(1);
    expect((await parcel(number)).subscribed_at).not.toBeNull();
  });
});
