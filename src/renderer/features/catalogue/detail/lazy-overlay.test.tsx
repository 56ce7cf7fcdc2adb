// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../core/ui/test-hooks';
import '../../../core/i18n';
import { toast } from '../../../core/ui/feedback';
import { lazyOverlay, useOpenAfterMount } from './lazy-overlay';

vi.mock('../../../core/ui/feedback', () => ({ toast: vi.fn(), alert: vi.fn(), confirm: vi.fn() }));

interface Props {
  visible: boolean;
  onClose: () => void;
  label: string;
}

/** What the chunk's component saw: `visible` of each render. */
let seen: boolean[] = [];
function Panel({ visible, onClose, label }: Props) {
  const open = useOpenAfterMount(visible);
  seen.push(open);
  return open ? (
    <div role="dialog" aria-label={label}>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  ) : null;
}

let idle: (() => void)[] = [];
beforeEach(() => {
  seen = [];
  idle = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Page({ Overlay }: { Overlay: React.ComponentType<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Overlay visible={open} onClose={() => setOpen(false)} label="Picker" />
    </>
  );
}

describe('lazyOverlay', () => {
  it('loads the chunk when the browser is idle, not while rendering the page', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const { Overlay } = lazyOverlay<Props>(load);
    render(<Page Overlay={Overlay} />);
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(load).toHaveBeenCalledTimes(1);
    // Preloaded: the first tap opens at once, closed first so antd-mobile animates it in.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(screen.getByRole('dialog', { name: 'Picker' })).toBeTruthy();
    expect(seen.slice(0, 2)).toEqual([false, true]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a tap before the chunk arrives shows a veil, then the overlay', async () => {
    const chunk = deferred<typeof Panel>();
    const { Overlay } = lazyOverlay<Props>(() => chunk.promise);
    render(<Page Overlay={Overlay} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(screen.getByTestId('detail-veil')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => chunk.resolve(Panel));
    expect(screen.queryByTestId('detail-veil')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Picker' })).toBeTruthy();
    // Closed, it stays mounted (antd-mobile animates out) and opens again without loading.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.at(-1)).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(screen.getByRole('dialog', { name: 'Picker' })).toBeTruthy();
  });

  it('a tap on the veil cancels the opening', async () => {
    const chunk = deferred<typeof Panel>();
    const { Overlay } = lazyOverlay<Props>(() => chunk.promise);
    render(<Page Overlay={Overlay} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    await act(async () => fireEvent.click(screen.getByTestId('detail-veil')));
    expect(screen.queryByTestId('detail-veil')).toBeNull();
    await act(async () => chunk.resolve(Panel));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a chunk that cannot load: a toast, closed, and the next tap loads again', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Panel);
    const { Overlay } = lazyOverlay<Props>(load);
    render(<Page Overlay={Overlay} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(toast).toHaveBeenCalledWith('Failed to load, please try again later');
    expect(screen.queryByTestId('detail-veil')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Picker' })).toBeTruthy();
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
