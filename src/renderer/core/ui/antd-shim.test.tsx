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

// The shim is not in the ui barrel (first-load budget): every module that calls one of antd's
// imperative APIs imports it itself, or the popup silently fails to render under React 19.
const SOURCES = import.meta.glob<string>(['/src/renderer/**/*.{ts,tsx}', '!**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('imperative antd-mobile calls', () => {
  it('come from modules that import the render shim', () => {
    const IMPERATIVE =
      /\b(Toast|Dialog|Modal|ActionSheet|ImageViewer(\.Multi)?)\.(show|alert|confirm|clear)\(/;
    const offenders = Object.entries(SOURCES)
      .filter(
        ([, text]) => /^import \{[^}]*\} from 'antd-mobile'/m.test(text) && IMPERATIVE.test(text),
      )
      .filter(([, text]) => !/import '[./]+(?:core\/)?(?:ui\/)?antd-shim';/.test(text))
      .map(([file]) => file);
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
