/**
 * The option a screen builds for `EChart` (issue 18): ECharts' own option type, limited to the
 * charts and components `echarts-setup.ts` registers. Type imports only: nothing of echarts is
 * bundled by importing this.
 */
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;
