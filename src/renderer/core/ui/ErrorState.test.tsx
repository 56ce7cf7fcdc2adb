// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ErrorState, RETRY_LOADS_EVENT } from './ErrorState';

afterEach(cleanup);

describe('ErrorState (issue 18)', () => {
  it('retries by itself when the connection comes back, and stops once gone', () => {
    const onRetry = vi.fn();
    const { unmount } = render(<ErrorState onRetry={onRetry} />);
    expect(onRetry).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    // the app's own connection (the kiosk socket) came back
    act(() => {
      window.dispatchEvent(new Event(RETRY_LOADS_EVENT));
    });
    expect(onRetry).toHaveBeenCalledTimes(2);
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
