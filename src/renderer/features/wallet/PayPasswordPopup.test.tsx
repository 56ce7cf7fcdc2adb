// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/i18n';
import { HttpError } from '../../core/api/http';
import * as walletApi from './api';
import { PayPasswordPopup, payOutcome, payWithCheckedPassword } from './PayPasswordPopup';

vi.mock('../../core/ui/feedback', () => ({
  toast: vi.fn(),
  alert: vi.fn(),
  confirm: vi.fn(),
}));
vi.mock('./api', () => ({ checkPayPassword: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const envelope = <T,>(code: number, data: T) => ({ code, message: '', data });

describe('payOutcome', () => {
  it('is done on 200 and hands over the data', async () => {
    const onDone = vi.fn();
    expect(await payOutcome(() => Promise.resolve(envelope(200, { id: 7 })), onDone)).toBe('done');
    expect(onDone).toHaveBeenCalledWith({ id: 7 });
  });

  it('closes on 423 (locked) without calling back', async () => {
    const onDone = vi.fn();
    expect(await payOutcome(() => Promise.resolve(envelope(423, null)), onDone)).toBe('close');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('retries after a wrong password (422) and after a network failure', async () => {
    const { toast } = await import('../../core/ui/feedback');
    const wrong = new HttpError('wrong', 422, envelope(422, null));
    expect(await payOutcome(() => Promise.reject(wrong), vi.fn())).toBe('retry');
    expect(toast).not.toHaveBeenCalled(); // the wrapper toasted it already
    expect(await payOutcome(() => Promise.reject(new HttpError('Network Error', 0)), vi.fn())).toBe(
      'retry',
    );
    expect(toast).toHaveBeenCalledTimes(1);
  });
});

describe('payWithCheckedPassword', () => {
  const check = vi.mocked(walletApi.checkPayPassword);

  it('retries a wrong password without running the call', async () => {
    check.mockRejectedValueOnce(new HttpError('wrong', 422, envelope(422, null)));
    const call = vi.fn();
    expect(await payWithCheckedPassword('111111', call, vi.fn())).toBe('retry');
    expect(call).not.toHaveBeenCalled();
  });

  it('closes when the password is locked', async () => {
    check.mockResolvedValueOnce(envelope(423, { ok: true as const }));
    const call = vi.fn();
    expect(await payWithCheckedPassword('111111', call, vi.fn())).toBe('close');
    expect(call).not.toHaveBeenCalled();
  });

  it('runs the call with the password and closes on a refusal it cannot fix', async () => {
    check.mockResolvedValue(envelope(200, { ok: true as const }));
    const onDone = vi.fn();
    const ok = vi.fn((p: string) => Promise.resolve(envelope(200, { p })));
    expect(await payWithCheckedPassword('123456', ok, onDone)).toBe('done');
    expect(ok).toHaveBeenCalledWith('123456');
    expect(onDone).toHaveBeenCalledWith({ p: '123456' });
    const refused = () => Promise.reject(new HttpError('pending', 422, envelope(422, null)));
    expect(await payWithCheckedPassword('123456', refused, onDone)).toBe('close');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

function press(digits: string) {
  for (const d of digits) fireEvent.click(screen.getByRole('button', { name: d }));
}

describe('PayPasswordPopup', () => {
  it('submits six digits, clears them on retry and closes when done', async () => {
    const onClose = vi.fn();
    const onSubmit = vi
      .fn<(p: string) => Promise<'done' | 'retry' | 'close'>>()
      .mockResolvedValueOnce('retry')
      .mockResolvedValueOnce('done');
    render(
      <MemoryRouter initialEntries={['/pages/subpack1/pay-model/get-cash']}>
        <PayPasswordPopup visible onClose={onClose} onSubmit={onSubmit} summary={<p>¥10.00</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('¥10.00')).toBeTruthy();
    press('123456');
    expect(onSubmit).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(document.querySelectorAll('[data-filled="true"]')).toHaveLength(0));
    expect(onClose).not.toHaveBeenCalled();
    press('654321');
    expect(onSubmit).toHaveBeenLastCalledWith('654321');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('links "forgot" to the SMS reset coming back here', () => {
    render(
      <MemoryRouter initialEntries={['/pages/subpack1/pay-model/get-cash?card_id=3']}>
        <PayPasswordPopup visible onClose={vi.fn()} onSubmit={vi.fn()} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /忘记支付密码|Forgot/ });
    expect(link.getAttribute('href')).toBe(
      '/pages/subpack1/set/verify-phone-num?purpose=reset&redirect=' +
        encodeURIComponent('pages/subpack1/pay-model/get-cash?card_id=3'),
    );
  });
});
