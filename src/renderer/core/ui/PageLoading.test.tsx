// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishWithFakeTimers } from './test-hooks';
import { PageLoading } from './PageLoading';

englishWithFakeTimers();

describe('PageLoading', () => {
  it('stays blank for the delay, then shows the CSS spinner and a spoken "loading"', () => {
    const { container } = render(<PageLoading delayMs={200} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.ui-spinner')).toBeNull();
    expect(status.textContent).toBe('');
    void act(() => vi.advanceTimersByTime(200));
    const spinner = container.querySelector('svg.ui-spinner');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(spinner?.querySelector('circle.ui-spinner__arc')).not.toBeNull();
    expect(status.textContent).toBe('Loading…');
    // No antd-mobile spinner (it brings an animation library into every page's first load).
    expect(container.querySelector('.adm-spin-loading')).toBeNull();
  });

  it('shows the spinner at once with no delay', () => {
    const { container } = render(<PageLoading delayMs={0} />);
    expect(container.querySelector('.ui-spinner')).not.toBeNull();
  });
});
