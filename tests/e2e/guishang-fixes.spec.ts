/**
 * Issue 18 follow-up (fixes), at 1280x800 against the real server: the stock screen's slot rows
 * badge the same states as the home grid (the reorder level, not a fifth of the capacity; the
 * seed's third row of GZ-0001 is unassigned), and the kiosk reports package.json's version,
 * which the terminals list shows.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { KIOSK, MERCHANT, kioskLogin } from './kiosk';

const VIEW = { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' };
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function grid(request: APIRequestContext, cabinetId: number) {
  const login = await request.post('/api/admin/login', {
    form: { ...MERCHANT, device_name: 'e2e' },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as Envelope<{ token: string }>).data.token;
  const res = await request.get('/api/admin/slots/grid', {
    params: { cabinet_id: cabinetId },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<{ slots: { location_id: number; state: string }[] }>).data
    .slots;
}

test('slot rows badge the home grid states; the terminals list shows the app version', async ({
  browser,
  request,
}) => {
  const states = await grid(request, 1);
  expect(states).toHaveLength(9);
  const ctx = await browser.newContext(VIEW);
  try {
    const page = await ctx.newPage();
    await kioskLogin(page);
    await page.goto(`${KIOSK}pages/guishang/guizi/guizi?cabinet_id=1`);
    const rows = page.getByTestId('slot-row');
    await expect(rows).toHaveCount(9);
    for (const s of states) {
      const row = page.locator(`[data-testid="slot-row"][data-location-id="${s.location_id}"]`);
      await expect(row).toHaveAttribute('data-state', s.state);
      if (s.state === 'low') await expect(row.getByTestId('slot-low')).toBeVisible();
      else await expect(row.getByTestId('slot-low')).toHaveCount(0);
    }
    // the third row: three unassigned slots, badged as on the home grid
    await expect(page.locator('[data-testid="slot-row"][data-state="unassigned"]')).toHaveCount(3);
    await page.screenshot({ path: '.tmp/fixes-guizi.png', fullPage: true });

    // this terminal said hello with its version
    await page.goto(`${KIOSK}pages/guishang/terminal/list`);
    await expect(page.getByText(`版本 ${VERSION}`).first()).toBeVisible();
    await page.screenshot({ path: '.tmp/fixes-terminals.png' });
  } finally {
    await ctx.close();
  }
});
