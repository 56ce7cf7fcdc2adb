// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterBridge, type RouterBridgeHooks } from './bridge';

afterEach(cleanup);

describe('RouterBridge', () => {
  it('hands out a navigate that moves the router, and reports each later location once', () => {
    let go: ((to: string) => void | Promise<void>) | null = null;
    const onLocation = vi.fn();
    const hooks: RouterBridgeHooks = { onNavigate: (fn) => (go = fn), onLocation };
    let inner: ReturnType<typeof useNavigate> | null = null;
    function Probe() {
      inner = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/pages/index/index']}>
        <RouterBridge hooks={hooks} />
        <Probe />
      </MemoryRouter>,
    );
    // the start page is counted by the caller before the first render
    expect(onLocation).not.toHaveBeenCalled();
    expect(go).not.toBeNull();
    act(() => void go!('/pages/login/login?from=cart'));
    expect(onLocation).toHaveBeenCalledTimes(1);
    expect(onLocation).toHaveBeenLastCalledWith('pages/login/login?from=cart');
    act(() => void inner!('/pages/user/user'));
    expect(onLocation).toHaveBeenCalledTimes(2);
    expect(onLocation).toHaveBeenLastCalledWith('pages/user/user');
    // navigating to where we are is not a second page view
    act(() => void inner!('/pages/user/user'));
    expect(onLocation).toHaveBeenCalledTimes(2);
  });
});
