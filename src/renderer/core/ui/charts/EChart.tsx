/**
 * One ECharts chart (issue 18; the kiosk reports, later the operator console): the screen builds
 * the option (a pure function of its data), this draws it on a canvas, follows its container's
 * size and disposes the chart on unmount. ECharts loads on first use as a chunk of its own
 * (./echarts-setup.ts). The container is labelled for screen readers; the numbers themselves
 * belong in a table beside the chart.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { EChartsType } from 'echarts/core';
import { cx } from '../cx';
import type { ChartOption } from './types';

export type { ChartOption } from './types';

type Chart = EChartsType;

export interface EChartProps {
  option: ChartOption;
  /** what the chart shows (aria-label of the container) */
  label: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}

export function EChart({ option, label, className, style, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<Chart | null>(null);
  const [failed, setFailed] = useState(false);

  // create once (after the chunk loaded), dispose on unmount
  useEffect(() => {
    let live = true;
    let made: Chart | null = null;
    let observer: ResizeObserver | null = null;
    import('./echarts-setup')
      .then(({ init }) => {
        if (!live || !box.current) return;
        made = init(box.current, undefined, { renderer: 'canvas' });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => made?.resize());
          observer.observe(box.current);
        }
        setChart(made);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      observer?.disconnect();
      made?.dispose();
    };
  }, []);

  // in the commit that renders data-ready (a layout effect), so "ready" always means "drawn"
  useLayoutEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      aria-busy={!chart && !failed}
      className={cx('ui-chart', className)}
      style={style}
      data-testid={testId}
      data-ready={chart ? 'true' : undefined}
    />
  );
}
