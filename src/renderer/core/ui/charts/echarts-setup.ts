/**
 * ECharts, tree-shaken (issue 18): the core, the bar and line charts, the grid, legend and
 * tooltip components and the canvas renderer. Loaded only through `EChart`'s dynamic import, so
 * it is a chunk of its own that no first load contains. A new chart type is registered here (and
 * its option type added to ./types.ts).
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

register([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
