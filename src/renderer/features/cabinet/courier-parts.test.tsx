// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const pending: ((ok: boolean) => void)[] = [];
vi.mock('../../core/ui', () => ({
  confirm: vi.fn(() => new Promise<boolean>((resolve) => pending.push(resolve))),
}));

const { confirm } = await import('../../core/ui');
const { useGuardedConfirm, useOnce } = await import('./courier-parts');

describe('useGuardedConfirm (a double tap opens one dialog)', () => {
  it('answers false at once while its dialog is open, and asks again once it closed', async () => {
    const { result } = renderHook(() => useGuardedConfirm());
    const first = result.current('sure?');
    const second = result.current('sure?');
    await expect(second).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    pending.shift()!(true);
    await expect(first).resolves.toBe(true);
    const third = result.current('sure?');
    expect(confirm).toHaveBeenCalledTimes(2);
    pending.shift()!(false);
    await expect(third).resolves.toBe(false);
  });
});

describe('useOnce', () => {
  it('runs a handler once while a run of it is still going', async () => {
    let release!: () => void;
    const fn = vi.fn(() => new Promise<void>((r) => (release = r)));
    const { result } = renderHook(() => useOnce(fn));
    const a = result.current();
    await result.current();
    expect(fn).toHaveBeenCalledTimes(1);
    release();
    await a;
    const b = result.current();
    expect(fn).toHaveBeenCalledTimes(2);
    release();
    await b;
  });
});
