// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../core/i18n';
import { setServerOffsetMs } from '../../../core/ui';
import { ActivityPrice } from './ActivityPrice';
import { priceView } from './rules';
import { StateBanner } from './StateBanner';

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setServerOffsetMs(0);
});

const NOW = 1_800_000_000;

describe('StateBanner', () => {
  it('counts down to the start before the window (by server time, not the phone clock)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    // the phone is an hour behind the server
    setServerOffsetMs(3600 * 1000);
    render(
      <StateBanner
        activity={{ start_at: NOW + 3600 + 90, end_at: NOW + 7200 * 2, state: 'not_started' }}
      />,
    );
    const banner = screen.getByTestId('promo-state');
    expect(banner.getAttribute('data-state')).toBe('not_started');
    expect(banner.textContent).toContain('Coming soon');
    expect(banner.textContent).toContain('Starts in');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toContain('00:01:30');
  });

  it('counts down to the end while running and flips to ended when it runs out', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    const onChange = vi.fn();
    render(
      <StateBanner
        activity={{ start_at: NOW - 60, end_at: NOW + 2, state: 'running' }}
        onChange={onChange}
      />,
    );
    const banner = screen.getByTestId('promo-state');
    expect(banner.getAttribute('data-state')).toBe('running');
    expect(banner.textContent).toContain('Ends in');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toContain('00:00:02');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('promo-state').getAttribute('data-state')).toBe('ended');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('promo-state').textContent).toContain('The activity has ended');
  });

  it('shows ended without a countdown when the server switched the activity off', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    render(<StateBanner activity={{ start_at: NOW - 60, end_at: NOW + 600, state: 'ended' }} />);
    expect(screen.getByTestId('promo-state').getAttribute('data-state')).toBe('ended');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('ActivityPrice', () => {
  const goods = { price: 1990, original_price: 3990, integral: 0 };

  it('shows the activity price with the original struck through', () => {
    render(<ActivityPrice view={priceView({ ...goods, type: 1 })} />);
    const price = screen.getByTestId('promo-price');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('¥19.90');
    expect(price.querySelector('del')?.textContent).toContain('39.90');
    expect(screen.queryByTestId('promo-points')).toBeNull();
  });

  it('adds the points a points exchange takes', () => {
    render(<ActivityPrice view={priceView({ ...goods, type: 3, integral: 300 })} />);
    expect(screen.getByTestId('promo-points').textContent).toBe('+300 points');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('¥19.90');
  });

  it('shows points alone when a points exchange has no cash part', () => {
    render(<ActivityPrice view={priceView({ ...goods, type: 3, price: 0, integral: 500 })} />);
    expect(screen.getByTestId('promo-points').textContent).toBe('500 points');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the points shopping earns', () => {
    render(<ActivityPrice view={priceView({ ...goods, type: 16, integral: 20 }, 2)} />);
    expect(screen.getByTestId('promo-earn').textContent).toBe('Earn 40 points');
  });
});
