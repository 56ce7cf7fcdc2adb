/**
 * The console's money area (issue 20, money) at the console's size: a fresh consumer (real name,
 * pay password, a bank card, reward money from the test-only credit — all through the API)
 * requests a withdrawal; a `finance` operator finds it in the queue by mobile, approves it and
 * marks it paid with the bank transfer's reference; the consumer's withdrawal record (phone
 * size) shows it arrived (已到账); the owner finds `money.withdrawal_paid` in the audit log.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  call,
  CONSOLE_VIEWPORT,
  freshMobile,
  login,
  open,
  openConsoleAs,
  PAY_PASSWORD,
  registerByApi,
  smsCode,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const NAME = '李四光';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** GB 11643 check character of the first 17 digits. */
function idCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  return '10X98765432'[sum % 11] as string;
}

/** Appends the Luhn check digit. */
function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** A consumer with a verified name, a pay password, a card and ¥100 reward money. */
async function walletConsumer(request: APIRequestContext) {
  const mobile = freshMobile();
  const session = await registerByApi(request, mobile);
  const token = session.token;
  const headers = { Authorization: `Bearer ${token}` };
  const photos: string[] = [];
  for (const side of ['front', 'back']) {
    const res = await request.post('/api/upload/private_image', {
      headers,
      multipart: { file: { name: `${side}.png`, mimeType: 'image/png', buffer: PNG } },
    });
    const body = (await res.json()) as { code: number; data: { url: string } };
    expect(body.code).toBe(200);
    photos.push(body.data.url);
  }
  // a real birth date (the server checks it): day 01–28 from the mobile's last digits
  const day = String((Number(mobile.slice(-2)) % 28) + 1).padStart(2, '0');
  const first17 = `310104198807${day}${mobile.slice(-5, -2)}`;
  await call(
    request,
    'POST',
    'user/check_id_card',
    {
      name: NAME,
      id_card: first17 + idCheckChar(first17),
      front_image: photos[0] as string,
      back_image: photos[1] as string,
    },
    token,
  );
  // the register code was sent moments ago: past the resend interval, then back to real time
  expect((await request.post('/__test/clock', { form: { advance: 61 } })).ok()).toBeTruthy();
  await call(request, 'POST', 'mobile/send_verification_codes', { mobile, type: 'pay_password' });
  const code = await smsCode(request, mobile);
  expect((await request.post('/__test/clock', { form: { reset: true } })).ok()).toBeTruthy();
  await call(request, 'POST', 'user/set_pay_password', { pay_password: PAY_PASSWORD, code }, token);
  const card = await call<{ id: number }>(
    request,
    'POST',
    'user/pay/bind_bank',
    { bank_code: 'ICBC', card_no: luhnComplete(`622202${mobile.slice(-11)}0`), holder_name: NAME },
    token,
  );
  const credit = await request.post('/__test/credit', {
    form: { mobile, account: 'reward_money', amount: 10_000 },
  });
  expect(((await credit.json()) as { code: number }).code).toBe(200);
  return { mobile, session, token, cardId: card.id };
}

test('finance approves a withdrawal and marks it paid; the consumer sees it arrived', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const consumer = await walletConsumer(request);
  // ¥30.00: fee ¥1.00, ¥29.00 arrives
  const w = await call<{ withdrawal_id: number }>(
    request,
    'POST',
    'user/pay/extract_amount',
    { amount: 3000, bank_card_id: consumer.cardId, pay_password: PAY_PASSWORD },
    consumer.token,
  );
  const id = w.withdrawal_id;

  // ---- finance: the queue, filtered by the consumer's mobile through the URL ----
  await openConsoleAs(page, request, 'finance', `/money?mobile=${consumer.mobile}`);
  const table = page.getByTestId('withdrawal-table');
  const row = table
    .locator('tr')
    .filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });
  // the area's chunk loads on first use (slow on a busy machine)
  await expect(row).toContainText(consumer.mobile, { timeout: 30_000 });
  await expect(row).toContainText('¥30.00');
  await expect(row.getByTestId('withdrawal-status')).toHaveText('待审核');
  await expect(page.getByTestId('withdrawal-tabs')).toContainText('待审核 (1)');

  await row.getByTestId('withdrawal-approve').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`#${id}`);
  const approved = page.waitForResponse((r) => r.url().includes('/api/ops/withdrawals/approve'));
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  expect((await approved).status()).toBe(200);
  await expect(row.getByTestId('withdrawal-status')).toHaveText('待打款');

  // mark paid: the reference is required and checked before the server sees it
  await row.getByTestId('withdrawal-paid').click();
  const form = page.getByTestId('withdrawal-paid-form');
  await expect(form).toBeVisible();
  await page.getByTestId('withdrawal-dialog-ok').click();
  await expect(form).toContainText('请输入转账流水号');
  await form.getByLabel('转账流水号').fill('ab');
  await expect(form).toContainText('4–64 位字母、数字或 - _ / .');
  const reference = `ICBC-E2E-${id}`;
  await form.getByLabel('转账流水号').fill(reference);
  const paid = page.waitForResponse((r) => r.url().includes('/api/ops/withdrawals/paid'));
  await page.getByTestId('withdrawal-dialog-ok').click();
  expect((await paid).status()).toBe(200);
  await expect(row.getByTestId('withdrawal-status')).toHaveText('已打款');
  await expect(row).toContainText(reference);
  await expect(row.getByTestId('withdrawal-approve')).toHaveCount(0);
  await expect(row.getByTestId('withdrawal-refuse')).toHaveCount(0);

  // ---- the consumer's withdrawal record, at the phone size ----
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const h5 = await phone.newPage();
  await login(h5, phone.request, consumer.session);
  await open(h5, 'pages/subpack1/submitCash/submitCash');
  const record = h5.getByTestId('withdrawal-row').first();
  await expect(record).toContainText('30.00');
  await expect(record).toContainText('已到账');
  await phone.close();

  // ---- the owner finds the act in the audit log ----
  const ownerContext = await browser.newContext({
    viewport: CONSOLE_VIEWPORT,
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });
  const owner = await ownerContext.newPage();
  await openConsoleAs(
    owner,
    ownerContext.request,
    'owner',
    `/audit?object_type=withdrawal&object_id=${id}`,
  );
  const audit = owner.getByTestId('audit-table');
  await expect(audit).toContainText('money.withdrawal_paid');
  await expect(audit).toContainText('提现标记已打款');
  await expect(audit).toContainText('money.withdrawal_approve');
  await ownerContext.close();
});

test('finance pays an approved withdrawal out through the payout provider (the sandbox in demo mode)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const consumer = await walletConsumer(request);
  const w = await call<{ withdrawal_id: number }>(
    request,
    'POST',
    'user/pay/extract_amount',
    { amount: 3000, bank_card_id: consumer.cardId, pay_password: PAY_PASSWORD },
    consumer.token,
  );
  const id = w.withdrawal_id;
  await openConsoleAs(page, request, 'finance', `/money?mobile=${consumer.mobile}`);
  const row = page
    .getByTestId('withdrawal-table')
    .locator('tr')
    .filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });
  await expect(row).toContainText(consumer.mobile, { timeout: 30_000 });
  // no payout before approval
  await expect(row.getByTestId('withdrawal-payout')).toHaveCount(0);
  await row.getByTestId('withdrawal-approve').click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row.getByTestId('withdrawal-status')).toHaveText('待打款');

  await expect(row.getByTestId('withdrawal-payout')).toHaveText('通过沙箱打款');
  await row.getByTestId('withdrawal-payout').click();
  await expect(confirm).toContainText(`#${id}`);
  await expect(confirm).toContainText('29.00');
  const paidOut = page.waitForResponse((r) => r.url().includes('/api/ops/withdrawals/payout'));
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  expect((await paidOut).status()).toBe(200);
  await expect(page.getByText('打款成功')).toBeVisible();
  await expect(row.getByTestId('withdrawal-status')).toHaveText('已打款');
  await expect(row).toContainText(/流水号：SBXT[0-9a-f]{12}/);
  await expect(row.getByTestId('withdrawal-payout')).toHaveCount(0);
});
