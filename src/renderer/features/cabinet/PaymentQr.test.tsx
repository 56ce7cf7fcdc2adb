// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../core/i18n';
import { absoluteCashierUrl, PaymentQr, qrSvg } from './PaymentQr';

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CASHIER = '/pay/sandbox/cashier?trade_no=T123&return_url=x&sign=abc';

describe('absoluteCashierUrl', () => {
  it('resolves a relative cashier link against the merchant API base', () => {
    expect(absoluteCashierUrl(CASHIER, 'http://10.0.0.5:8080')).toBe(
      'http://10.0.0.5:8080/pay/sandbox/cashier?trade_no=T123&return_url=x&sign=abc',
    );
    expect(absoluteCashierUrl('/pay/x', 'http://h/api/')).toBe('http://h/pay/x');
  });

  it('keeps an absolute link', () => {
    expect(absoluteCashierUrl('https://pay.example.com/c?t=1', 'http://h')).toBe(
      'https://pay.example.com/c?t=1',
    );
  });
});

describe('qrSvg', () => {
  it('makes an SVG QR code of the text', async () => {
    const svg = await qrSvg('http://h/pay?t=1');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // a different text gives a different code
    expect(await qrSvg('http://h/pay?t=2')).not.toBe(svg);
  });
});

describe('PaymentQr', () => {
  it('shows the QR image and the amount, never the signed link as text', async () => {
    render(<PaymentQr url={CASHIER} amount={1234} />);
    expect(screen.queryByTestId('cashier-link')).toBeNull();
    const absolute = `${location.origin}${CASHIER}`;
    expect(screen.getByTestId('payment-qr').getAttribute('data-cashier-url')).toBe(absolute);
    expect(screen.getByTestId('payment-qr').textContent).not.toContain(CASHIER);
    expect(screen.getByRole('img', { name: '¥12.34' })).toBeTruthy();
    const img = await screen.findByAltText(/QR code/);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // no countdown without a deadline
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('counts down to the deadline and reports the end once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Math.floor(Date.now() / 1000);
    const onExpired = vi.fn();
    render(<PaymentQr url={CASHIER} amount={100} deadline={now + 3} onExpired={onExpired} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/00:00:0[23]/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
  });

  it('makes a new code when the link changes', async () => {
    const { rerender } = render(<PaymentQr url="/pay/a" amount={1} />);
    const first = (await screen.findByAltText(/QR code/)).getAttribute('src');
    rerender(<PaymentQr url="/pay/b" amount={1} />);
    await waitFor(() => expect(screen.getByAltText(/QR code/).getAttribute('src')).not.toBe(first));
  });
});

describe('PaymentQr order number and items', () => {
  it('shows the short order number and the items with quantities and the total', () => {
    render(
      <PaymentQr
        url={CASHIER}
        amount={900}
        orderSn="C20261127000123"
        items={[
          { name: '菠菜', quantity: 2, price: 300 },
          { name: '芒果', quantity: 1, price: 300 },
        ]}
      />,
    );
    expect(screen.getByTestId('qr-order-no').textContent).toContain('000123');
    const items = screen.getByTestId('qr-items').textContent ?? '';
    expect(items).toContain('菠菜 × 2');
    expect(items).toContain('芒果 × 1');
    expect(screen.getByTestId('payment-qr').textContent).not.toContain(CASHIER);
  });
});
