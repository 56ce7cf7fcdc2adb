import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../strings/detail';

const ui = vi.hoisted(() => ({
  alert: vi.fn(() => Promise.resolve()),
  confirm: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('../../../core/ui', () => ui);

const { showGatePrompt, UNPAID_ORDERS_PATH } = await import('./gate-prompt');

const t = ((key: string) => key) as unknown as TFunction;

afterEach(() => vi.clearAllMocks());

describe('showGatePrompt', () => {
  it('offers the unpaid orders list for an unpaid new-person order', async () => {
    const navigate = vi.fn();
    await showGatePrompt('unpaid', t, navigate);
    expect(ui.confirm).toHaveBeenCalledWith('promoDetail.gate.unpaid', {
      title: 'promoDetail.gate.title',
      confirmText: 'promoDetail.gate.unpaidGo',
    });
    expect(navigate).toHaveBeenCalledWith(UNPAID_ORDERS_PATH);
    expect(UNPAID_ORDERS_PATH).toBe('/pages/subpack/order/order?status=0');
  });

  it('stays when the unpaid prompt is cancelled', async () => {
    ui.confirm.mockResolvedValueOnce(false);
    const navigate = vi.fn();
    await showGatePrompt('unpaid', t, navigate);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['limit', 'promoDetail.gate.limit'],
    ['not-new', 'promoDetail.gate.notNew'],
    ['first-order', 'promoDetail.gate.firstOrder'],
    ['finished', 'promoDetail.gate.finished'],
  ] as const)('shows the %s prompt in a one-button dialog', async (gate, key) => {
    const navigate = vi.fn();
    await showGatePrompt(gate, t, navigate);
    expect(ui.alert).toHaveBeenCalledWith(key, { title: 'promoDetail.gate.title' });
    expect(ui.confirm).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
