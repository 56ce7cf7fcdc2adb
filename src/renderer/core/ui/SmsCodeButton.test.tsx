// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishWithFakeTimers } from './test-hooks';
import { SmsCodeButton } from './SmsCodeButton';

englishWithFakeTimers();

/** Lets the onSend promise and the state updates after it settle. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SmsCodeButton', () => {
  it('counts down after a successful send and can send again at the end', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<SmsCodeButton onSend={onSend} seconds={3} />);
    const button = screen.getByRole('button', { name: 'Get code' });

    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Resend in 3s');
    expect((button as HTMLButtonElement).disabled).toBe(true);

    // A click while counting sends nothing.
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);

    void act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend in 2s');
    void act(() => vi.advanceTimersByTime(2000));
    expect(button.textContent).toBe('Get code');
    expect((button as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('defaults to 60 seconds and counts when onSend resolves nothing', async () => {
    render(<SmsCodeButton onSend={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button'));
    await flush();
    expect(screen.getByRole('button').textContent).toBe('Resend in 60s');
  });

  it('does not count when onSend resolves false or rejects', async () => {
    const onSend = vi
      .fn<() => Promise<boolean | void>>()
      .mockResolvedValueOnce(false)
      .mockRejectedValueOnce(new Error('429'));
    render(<SmsCodeButton onSend={onSend} />);
    const button = screen.getByRole('button');

    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('Get code');
    expect((button as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button.textContent).toBe('Get code');
  });

  it('ignores clicks while sending and shows loading', async () => {
    let finish!: (v: boolean) => void;
    const onSend = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<SmsCodeButton onSend={onSend} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.className).toContain('adm-button-loading');
    await act(async () => finish(true));
    expect(button.textContent).toBe('Resend in 60s');
  });
});
