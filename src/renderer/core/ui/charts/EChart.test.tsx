// @vitest-environment jsdom
// EChart (issue 18): loads echarts on first use, draws the screen's option, follows its
// container's size and disposes the chart on unmount. echarts itself is replaced by a fake here
// (jsdom has no canvas); the e2e report spec sees the real canvas.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EChart } from './EChart';

const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
const init = vi.fn(() => chart);
vi.mock('./echarts-setup', () => ({ init: (...a: unknown[]) => init(...(a as [])) }));

let resizeCallback: (() => void) | null = null;
const disconnect = vi.fn();
class FakeResizeObserver {
  constructor(cb: () => void) {
    resizeCallback = cb;
  }
  observe() {}
  disconnect() {
    disconnect();
  }
}
vi.stubGlobal('ResizeObserver', FakeResizeObserver);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('EChart', () => {
  it('draws the option on a labelled container, redraws a new option, resizes and disposes', async () => {
    const first = { series: [{ type: 'bar' as const, data: [1] }] };
    const { rerender, unmount } = render(<EChart option={first} label="Sales" testId="c" />);
    const box = screen.getByRole('img', { name: 'Sales' });
    await waitFor(() => expect(box.getAttribute('data-ready')).toBe('true'));
    expect(init).toHaveBeenCalledWith(box, undefined, { renderer: 'canvas' });
    expect(chart.setOption).toHaveBeenLastCalledWith(first, { notMerge: true });

    const second = { series: [{ type: 'line' as const, data: [2] }] };
    rerender(<EChart option={second} label="Sales" testId="c" />);
    expect(chart.setOption).toHaveBeenLastCalledWith(second, { notMerge: true });

    resizeCallback?.();
    expect(chart.resize).toHaveBeenCalledTimes(1);

    unmount();
    expect(chart.dispose).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
