import { describe, expect, it, vi } from 'vitest';
import { chooseDisplay, describeDisplays, followDisplay, moveToDisplay } from './displays';

const d = (id: number, touch = false, label = '') => ({
  id,
  label,
  bounds: { x: id * 1000, y: 0, width: 1080, height: 1920 },
  touchSupport: touch ? ('available' as const) : ('unavailable' as const),
});

describe('chooseDisplay', () => {
  const primary = d(1);
  it('uses the configured display when it is connected', () => {
    expect(chooseDisplay([primary, d(2), d(3, true)], primary, 2).id).toBe(2);
  });
  it('falls back to the touch display, then the non-primary, then the primary', () => {
    expect(chooseDisplay([primary, d(2), d(3, true)], primary, 9).id).toBe(3);
    expect(chooseDisplay([primary, d(2), d(3, true)], primary, 'auto').id).toBe(3);
    expect(chooseDisplay([primary, d(2)], primary, 'auto').id).toBe(2);
    expect(chooseDisplay([primary], primary, 'auto').id).toBe(1);
  });
});

describe('followDisplay', () => {
  it('places the window now and again when displays change, until unsubscribed', () => {
    const listeners: Record<string, () => void> = {};
    let displays = [d(1)];
    const screen = {
      getAllDisplays: () => displays,
      getPrimaryDisplay: () => displays[0]!,
      on: vi.fn((n: string, h: () => void) => (listeners[n] = h)),
      removeListener: vi.fn((n: string) => delete listeners[n]),
    };
    const place = vi.fn();
    const stop = followDisplay(screen as never, 'auto', place);
    expect(place).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
    displays = [d(1), d(2, true)];
    listeners['display-added']?.();
    expect(place).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    displays = [d(1)];
    listeners['display-removed']?.();
    expect(place).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
    listeners['display-metrics-changed']?.();
    expect(place).toHaveBeenCalledTimes(4);
    stop();
    expect(Object.keys(listeners)).toEqual([]);
  });
});

describe('describeDisplays', () => {
  it('lists the displays for the setup screen', () => {
    const screen = {
      getAllDisplays: () => [d(1, false, 'HDMI-1'), d(2, true)],
      getPrimaryDisplay: () => d(1),
    };
    expect(describeDisplays(screen as never)).toEqual([
      { id: 1, label: 'HDMI-1 (1080×1920)', primary: true, touch: false },
      { id: 2, label: 'Display 2 (1080×1920)', primary: false, touch: true },
    ]);
  });
});

describe('moveToDisplay', () => {
  const win = (bounds: { x: number; y: number; width: number; height: number }) => ({
    getBounds: () => bounds,
    setBounds: vi.fn(),
    isKiosk: () => true,
    setKiosk: vi.fn(),
  });
  it('leaves kiosk mode for the move and enters it again', () => {
    const w = win({ x: 0, y: 0, width: 1920, height: 1080 });
    moveToDisplay(w, d(2));
    expect(w.setBounds).toHaveBeenCalledWith(d(2).bounds);
    expect(w.setKiosk.mock.calls).toEqual([[false], [true]]);
  });
  it('does nothing when the window is already there', () => {
    const w = win(d(2).bounds);
    moveToDisplay(w, d(2));
    expect(w.setBounds).not.toHaveBeenCalled();
    expect(w.setKiosk).not.toHaveBeenCalled();
  });
});
