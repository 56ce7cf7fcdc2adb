import { expect, type APIRequestContext, type Page } from '@playwright/test';

let seq = 0;
/** A mobile number unique to this run. */
export function freshMobile(): string {
  seq += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${seq % 100}`.padStart(2, '0');
  return `135${tail.slice(-8)}`;
}

/** Reads the newest SMS code for a mobile from the development outbox. */
export async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/__dev/sms-outbox?mobile=${mobile}`);
      const body = (await res.json()) as { data: { list: { code: string | null }[] } };
      code = body.data.list[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

export async function fillLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
}
