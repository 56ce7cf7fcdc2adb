// @vitest-environment jsdom
// The withdrawal screen shows and checks the server's rules (`withdraw_rules` of balance_info,
// the console's business settings), not a client copy (issue 23 gaps, part rules).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceInfo, WithdrawRules } from '../../../../shared/contract';
import '../../../core/i18n';
import i18n from '../../../core/i18n';
import { StoreProvider } from '../../../core/stores/context';
import { RootStore } from '../../../core/stores/root-store';

const wallet = vi.hoisted(() => ({ getBalanceInfo: vi.fn(), getBankCards: vi.fn() }));
vi.mock('../api', async (orig) => ({ ...(await orig<object>()), ...wallet }));
vi.mock('../../../core/ui/feedback', async (orig) => ({
  ...(await orig<object>()),
  toast: vi.fn(),
}));

const { default: GetCash } = await import('./GetCashScreen');

const reply = <T,>(data: T) => Promise.resolve({ code: 200, message: '', data });

function show(rules: WithdrawRules) {
  const info: BalanceInfo = {
    balance: 0,
    reward_money: 1_000_000,
    integral: 0,
    frozen: 0,
    withdrawable: 1_000_000,
    withdraw_rules: rules,
  };
  wallet.getBalanceInfo.mockReturnValue(reply(info));
  wallet.getBankCards.mockReturnValue(
    reply({ list: [{ id: 1, bank_name: '工商银行', card_no: '6222020000001234' }] }),
  );
  render(
    <StoreProvider store={new RootStore()}>
      <MemoryRouter initialEntries={['/pages/subpack1/pay-model/get-cash']}>
        <Routes>
          <Route path="/pages/subpack1/pay-model/get-cash" element={<GetCash />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

const type = (v: string) => {
  const input = screen.getByRole('textbox', { name: /提现金额/ });
  fireEvent.change(input, { target: { value: v } });
  fireEvent.blur(input);
};

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('GetCashScreen with changed rules', () => {
  const changed: WithdrawRules = {
    min: 2350,
    max: 10_000,
    fee_bp: 250,
    fee_min: 50,
    daily_count: 2,
  };

  it('shows the rules the server answers', async () => {
    show(changed);
    expect(await screen.findByText(/单笔最低提现 23\.50 元/)).toBeTruthy();
    expect(screen.getByText(/最高 100\.00 元/)).toBeTruthy();
    expect(screen.getByText(/手续费为提现金额的2\.5%.*最低 0\.50 元/)).toBeTruthy();
    expect(screen.getByText(/每天最多提现 2 次/)).toBeTruthy();
    expect(screen.getByPlaceholderText('最低提现 23.50 元')).toBeTruthy();
  });

  it("checks the amount and quotes the fee by the server's rules", async () => {
    show(changed);
    await screen.findByText(/单笔最低提现 23\.50 元/);
    type('23.49');
    expect((await screen.findByRole('alert')).textContent).toBe('最低提现 23.50 元');
    type('100.01');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('单笔最多提现 100.00 元'),
    );
    type('23.50');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // 2.5% of 23.50 = 0.5875 → 0.59; arrives 22.91
    expect(screen.getByTestId('cash-fee').textContent).toMatch(/0\.59.*22\.91/);
  });
});
