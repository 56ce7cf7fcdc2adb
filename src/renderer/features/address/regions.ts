/**
 * The region picker's data (issue 19): China's provinces, cities and districts from the shared
 * lookup src/shared/regions.ts (`@vant/area-data`, the same data the server validates against).
 * That module (~160 KB of names) is loaded only with the picker, through `loadRegions()` (a
 * dynamic import: its own chunk, never in the first load of a page); the screens otherwise read
 * only `regionText()`.
 */

export type RegionsModule = typeof import('../../../shared/regions');
export type { RegionOption } from '../../../shared/regions';

let loading: Promise<RegionsModule> | null = null;

/** The region lookup, loaded once on first use. */
export function loadRegions(): Promise<RegionsModule> {
  loading ??= import('../../../shared/regions').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** '浙江省 杭州市 西湖区'; a municipality's city is not repeated ('上海市 浦东新区'). */
export function regionText(province: string, city: string, district: string): string {
  return [province, city === province ? '' : city, district].filter(Boolean).join(' ');
}
