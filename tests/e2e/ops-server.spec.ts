/**
 * Issue 20 (operator console foundation, server side) against the real server as `npm start`
 * seeds it: the demo operators exist — `admin` is asked for its TOTP code after the password,
 * `service` logs in at once, sees its own permissions, is refused the audit log (403 naming the
 * permission) and logs out. API only (the console's screens are the ops-app journeys). It never
 * completes admin's TOTP step, so it uses up no time step another journey may need.
 */
import { expect, test } from '@playwright/test';
import type { Operator, OpsLoginData } from '../../src/shared/contract/ops';

interface Env<T> {
  code: number;
  message: string;
  data: T;
}

test('the demo operators: admin needs TOTP, service logs in, is limited to its role and logs out', async ({
  request,
}) => {
  const admin = await request.post('/api/ops/login', {
    form: { username: 'admin', password: 'demo123456' },
  });
  expect(admin.status()).toBe(200);
  const a = (await admin.json()) as Env<OpsLoginData>;
  expect(a.data.status).toBe('totp');
  expect(a.data).not.toHaveProperty('token');

  const login = await request.post('/api/ops/login', {
    form: { username: 'service', password: 'demo123456' },
  });
  const s = (await login.json()) as Env<OpsLoginData>;
  expect(s.code).toBe(200);
  if (s.data.status !== 'ok') throw new Error('service has no TOTP: expected a session');
  const headers = { authorization: `Bearer ${s.data.token}` };

  const me = (await (await request.get('/api/ops/me', { headers })).json()) as Env<Operator>;
  expect(me.data).toMatchObject({ username: 'service', role: 'service', totp_required: false });
  expect(me.data.permissions).toEqual(expect.arrayContaining(['service.read', 'users.read']));

  const audit = await request.get('/api/ops/audit', {
    headers: { ...headers, 'accept-language': 'en' },
  });
  expect(audit.status()).toBe(403);
  expect(((await audit.json()) as Env<null>).message).toContain('audit.read');

  const wrong = await request.post('/api/ops/login', {
    form: { username: 'service', password: 'not-it-at-all' },
  });
  expect(wrong.status()).toBe(422);

  expect((await request.post('/api/ops/logout', { headers })).status()).toBe(200);
  expect((await request.get('/api/ops/me', { headers })).status()).toBe(401);
});
