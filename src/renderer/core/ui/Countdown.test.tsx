// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { Countdown } from './Countdown';
import { setServerOffsetMs } from './server-time';

const NOW = Date.UTC(2025, 0, 1, 0, 0, 0);

beforeAll(async () => {
  await setLanguage('en');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  setServerOffsetMs(0);
  vi.useRealTimers();
});

const boxes = () =>
  Array.from(document.querySelectorAll('.ui-countdown__box')).map((b) => b.textContent);

describe('Countdown', () => {
  it('shows days, hours, minutes and seconds and ticks every second', () => {
    const endAt = NOW / 1000 + 86400 + 3600 * 2 + 60 * 3 + 4;
    render(<Countdown endAt={endAt} serverOffsetMs={0} />);
    expect(boxes()).toEqual(['1', '02', '03', '04']);
    // Each tick lands just after the second boundary (10 ms of slack against early timers).
    void act(() => vi.advanceTimersByTime(1010));
    expect(boxes()).toEqual(['1', '02', '03', '03']);
    void act(() => vi.advanceTimersByTime(1000));
    expect(boxes()).toEqual(['1', '02', '03', '02']);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toContain('1d 02:03:02');
  });

  it("folds days into hours with format 'hms'", () => {
    render(<Countdown endAt={NOW / 1000 + 86400 + 5} serverOffsetMs={0} format="hms" />);
    expect(boxes()).toEqual(['24', '00', '05']);
  });

  it('uses the server offset, not the device clock alone', () => {
    // The server is 10 s ahead of the device: 30 s of server time are 20 s left.
    setServerOffsetMs(10_000);
    render(<Countdown endAt={NOW / 1000 + 30} />);
    expect(boxes()).toEqual(['00', '00', '20']);
  });

  it('shows "ended" and calls onEnd once', () => {
    const onEnd = vi.fn();
    render(<Countdown endAt={NOW / 1000 + 2} serverOffsetMs={0} onEnd={onEnd} />);
    void act(() => vi.advanceTimersByTime(1000));
    expect(onEnd).not.toHaveBeenCalled();
    void act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('calls onEnd at once when already over', () => {
    const onEnd = vi.fn();
    render(<Countdown endAt={NOW / 1000 - 5} serverOffsetMs={0} onEnd={onEnd} />);
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
