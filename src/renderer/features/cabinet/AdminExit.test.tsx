// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadLanguage } from '../../core/i18n';
import { AdminExit, exitBridge, tapCounter } from './AdminExit';

afterEach(() => {
  cleanup();
  delete (window as { terminal?: unknown }).terminal;
  vi.useRealTimers();
});

async function tapCorner(times: number) {
  const corner = screen.getByTestId('admin-exit-corner');
  for (let i = 0; i < times; i++) fireEvent.pointerDown(corner);
  await act(async () => undefined);
}

describe('tapCounter', () => {
  it('fires on the fifth tap within three seconds, not on slower taps', () => {
    const tap = tapCounter();
    expect([0, 500, 1000, 1500].map(tap)).toEqual([false, false, false, false]);
    expect(tap(2000)).toBe(true);
    const slow = tapCounter();
    expect([0, 1000, 2000, 3000, 4000, 5000].some(slow)).toBe(false);
  });
});

describe('AdminExit', () => {
  it('renders nothing in a plain browser', () => {
    expect(exitBridge()).toBeNull();
    const { container } = render(<AdminExit />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the PIN prompt after five taps and exits with the right PIN', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    const requestExit = vi.fn(async () => ({ ok: true as const }));
    (window as { terminal?: unknown }).terminal = { requestExit };
    render(<AdminExit />);
    await tapCorner(4);
    expect(screen.queryByLabelText('Admin PIN')).toBeNull();
    await tapCorner(1);
    const pin = screen.getByLabelText('Admin PIN');
    fireEvent.change(pin, { target: { value: '24a68' } });
    expect((pin as HTMLInputElement).value).toBe('2468');
    fireEvent.click(screen.getByRole('button', { name: 'Exit terminal' }));
    await act(async () => undefined);
    expect(requestExit).toHaveBeenCalledWith('2468');
    expect(screen.getByRole('alert').textContent).toBe('Closing…');
  });

  it('says why it did not exit: bad input, wrong PIN, locked, failure', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    const requestExit = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, reason: 'wrong-pin' })
      .mockResolvedValueOnce({ ok: false, reason: 'locked', retryAfterSeconds: 120 })
      .mockRejectedValueOnce(new Error('ipc'));
    render(<AdminExit bridge={{ requestExit }} />);
    fireEvent.keyDown(window, { key: 'X', ctrlKey: true, altKey: true, shiftKey: true });
    await act(async () => undefined);
    const pin = () => screen.getByLabelText('Admin PIN');
    const submit = async (value: string) => {
      fireEvent.change(pin(), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Exit terminal' }));
      await act(async () => undefined);
      return screen.getByRole('alert').textContent;
    };
    expect(await submit('12')).toBe('Enter 4–12 digits');
    expect(requestExit).not.toHaveBeenCalled();
    expect(await submit('1111')).toBe('Wrong PIN');
    expect((pin() as HTMLInputElement).value).toBe('');
    expect(await submit('1111')).toBe('Too many attempts. Try again in 120 s');
    expect(await submit('1111')).toBe('Could not exit, please try again');
    expect(requestExit).toHaveBeenCalledTimes(3);
  });

  it('cancels without calling the bridge', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    const requestExit = vi.fn();
    render(<AdminExit bridge={{ requestExit }} />);
    await tapCorner(5);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => undefined);
    expect(requestExit).not.toHaveBeenCalled();
  });
});
