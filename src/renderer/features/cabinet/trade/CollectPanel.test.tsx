// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CabinetOrderPayload } from '../../../../shared/realtime';
import { setLanguage } from '../../../core/i18n';

const api = vi.hoisted(() => ({
  collectCabinetOrder: vi.fn(),
  cabinetOrderDetail: vi.fn(),
  cancelCabinetOrder: vi.fn(),
}));
const events = vi.hoisted(() => ({
  handlers: new Set<(p: CabinetOrderPayload) => void>(),
}));

vi.mock('./orders-api', async (orig) => ({
  ...(await orig<typeof import('./orders-api')>()),
  ...api,
}));
vi.mock('../hooks', () => ({
  useKioskEvent: (_event: string, handler: (p: CabinetOrderPayload) => void) => {
    events.handlers.clear();
    events.handlers.add(handler);
  },
}));
vi.mock('../../../core/ui/feedback', async (orig) => ({
  ...(await orig<typeof import('../../../core/ui/feedback')>()),
  confirm: () => Promise.resolve(true),
  toast: vi.fn(),
}));

const { CollectPanel, POLL_MS } = await import('./CollectPanel');

const order = (status: number) => ({ data: { id: 7, status } });
const emit = (p: CabinetOrderPayload) => act(() => events.handlers.forEach((h) => h(p)));

beforeAll(async () => {
  await setLanguage('en');
});
beforeEach(() => {
  api.collectCabinetOrder.mockResolvedValue({
    data: {
      order_id: 7,
      trade_no: 'T1',
      cashier_url: '/pay/sandbox/cashier?trade_no=T1',
      pay_deadline: Math.floor(Date.now() / 1000) + 900,
    },
  });
  api.cabinetOrderDetail.mockResolvedValue(order(0));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const panel = () => screen.getByTestId('collect-panel');

describe('CollectPanel', () => {
  it('collects, shows the QR code and turns paid on the event of its order only', async () => {
    const onStatus = vi.fn();
    render(<CollectPanel orderId={7} orderSn="C7" amount={700} onStatus={onStatus} />);
    await screen.findByTestId('payment-qr');
    expect(api.collectCabinetOrder).toHaveBeenCalledWith(7);
    expect(screen.getByTestId('payment-qr').getAttribute('data-cashier-url')).toContain(
      '/pay/sandbox/cashier?trade_no=T1',
    );
    expect(screen.queryByTestId('cashier-link')).toBeNull();
    emit({ order_id: 8, cabinet_id: 1, status: 1, amount: 1 });
    expect(panel().getAttribute('data-status')).toBe('0');
    emit({ order_id: 7, cabinet_id: 1, status: 1, amount: 700 });
    expect(panel().getAttribute('data-status')).toBe('1');
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.queryByTestId('payment-qr')).toBeNull();
    expect(onStatus).toHaveBeenCalledTimes(1);
    expect(onStatus).toHaveBeenCalledWith(1);
  });

  it('polls the order every 5 s while unpaid, as a fallback for a missed event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CollectPanel orderId={7} orderSn="C7" amount={700} />);
    await screen.findByTestId('payment-qr');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    // once for the items listed beside the QR, once for the poll
    expect(api.cabinetOrderDetail).toHaveBeenCalledTimes(2);
    api.cabinetOrderDetail.mockResolvedValue(order(1));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(panel().getAttribute('data-status')).toBe('1'));
    const calls = api.cabinetOrderDetail.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(api.cabinetOrderDetail).toHaveBeenCalledTimes(calls);
  });

  it('cancels the order', async () => {
    api.cancelCabinetOrder.mockResolvedValue(order(2));
    render(<CollectPanel orderId={7} orderSn="C7" amount={700} />);
    await screen.findByTestId('payment-qr');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(panel().getAttribute('data-status')).toBe('2'));
    expect(api.cancelCabinetOrder).toHaveBeenCalledWith(7);
    expect(screen.getByText('Order cancelled')).toBeTruthy();
  });

  it('shows the state of the order when it can no longer be collected', async () => {
    api.collectCabinetOrder.mockRejectedValue(new Error('not unpaid'));
    api.cabinetOrderDetail.mockResolvedValue(order(1));
    render(<CollectPanel orderId={7} orderSn="C7" amount={700} />);
    await waitFor(() => expect(panel().getAttribute('data-status')).toBe('1'));
  });
});
