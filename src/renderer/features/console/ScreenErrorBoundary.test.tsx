// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

function Boom(): never {
  throw new Error('boom in a screen');
}

describe('ScreenErrorBoundary', () => {
  it('shows the failure instead of a blank window, and starts over on another route', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/catalogue/new">
        <Boom />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByTestId('screen-crashed').textContent).toContain('boom in a screen');
    rerender(
      <ScreenErrorBoundary resetKey="/orders">
        <p>orders</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByTestId('screen-crashed')).toBeNull();
    expect(screen.getByText('orders')).toBeTruthy();
    quiet.mockRestore();
  });
});
