// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './antd-shim';
import { Toast, unstableSetRender } from 'antd-mobile';

describe('antd-shim', () => {
  it('renders into a React 19 root stored on the container and unmounts it later', async () => {
    const render = unstableSetRender();
    const container = document.createElement('div');
    let unmount!: () => Promise<void>;
    act(() => {
      unmount = render(<p>hello</p>, container);
    });
    expect(container.textContent).toBe('hello');
    expect('_reactRoot' in container).toBe(true);
    const done = unmount();
    // Asynchronous: still mounted right after the call.
    expect(container.textContent).toBe('hello');
    await act(() => done);
    expect(container.textContent).toBe('');
    expect('_reactRoot' in container).toBe(false);
  });

  it('lets antd-mobile show a toast', async () => {
    act(() => {
      Toast.show({ content: 'saved', duration: 0 });
    });
    expect(await screen.findByText('saved')).toBeTruthy();
    act(() => Toast.clear());
  });
});
