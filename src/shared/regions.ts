/**
 * China's provinces, cities and districts (issue 19, brief B "Full region list"): the one lookup
 * the address region picker (features/address, loaded with the picker only — a dynamic import
 * of this module) and the server's address rule (modules/user/address.service.ts) share.
 *
 * Data: `@vant/area-data` (MIT, the national administrative division codes: 6-digit codes, the
 * first two digits the province, the first four the city). The mainland's 31 provincial
 * divisions only: the shop ships to the mainland (mobile numbers are mainland numbers,
 * `isMobile`), so Taiwan (71), Hong Kong (81) and Macao (82) are left out. Names are official
 * (`新疆维吾尔自治区`, as the freight rules spell them); a municipality's city repeats its name
 * (`北京市 / 北京市 / 朝阳区`), as saved addresses always did; Chongqing's counties sit under
 * the dataset's second city `县`.
 */
import { areaList } from '@vant/area-data';

export interface RegionNode {
  /** the 6-digit division code */
  code: string;
  name: string;
  /** cities of a province, districts of a city; absent on a district */
  children?: RegionNode[];
}

/** Provincial codes (first two digits) outside the mainland. */
const NOT_MAINLAND = new Set(['71', '81', '82']);

let tree: RegionNode[] | null = null;

/** The mainland region tree, province → city → district (built once, in code order). */
export function regionTree(): RegionNode[] {
  if (tree) return tree;
  const byCode = (a: [string, string], b: [string, string]) => a[0].localeCompare(b[0]);
  const cities = new Map<string, RegionNode[]>();
  const districts = new Map<string, RegionNode[]>();
  for (const [code, name] of Object.entries(areaList.county_list).sort(byCode)) {
    const key = code.slice(0, 4);
    const list = districts.get(key) ?? [];
    list.push({ code, name });
    districts.set(key, list);
  }
  for (const [code, name] of Object.entries(areaList.city_list).sort(byCode)) {
    const key = code.slice(0, 2);
    const list = cities.get(key) ?? [];
    list.push({ code, name, children: districts.get(code.slice(0, 4)) ?? [] });
    cities.set(key, list);
  }
  tree = Object.entries(areaList.province_list)
    .sort(byCode)
    .filter(([code]) => !NOT_MAINLAND.has(code.slice(0, 2)))
    .map(([code, name]) => ({ code, name, children: cities.get(code.slice(0, 2)) ?? [] }));
  return tree;
}

export interface RegionCodes {
  province: string;
  city: string;
  /** '' when no district was given */
  district: string;
}

/** Which part of a region is not in the dataset (the field a refusal names). */
export type RegionField = 'province' | 'city' | 'district';

export type RegionCheck = { ok: true; codes: RegionCodes } | { ok: false; field: RegionField };

/**
 * Checks a saved or submitted region against the dataset: the province must exist, the city be
 * one of its cities and the district one of that city's districts. `allowNoDistrict` accepts an
 * empty district (a region chosen down to the city only); the address forms require it.
 */
export function checkRegion(
  province: string,
  city: string,
  district: string,
  allowNoDistrict = false,
): RegionCheck {
  const p = regionTree().find((n) => n.name === province);
  if (!p) return { ok: false, field: 'province' };
  const c = p.children?.find((n) => n.name === city);
  if (!c) return { ok: false, field: 'city' };
  if (district === '') {
    return allowNoDistrict || !c.children?.length
      ? { ok: true, codes: { province: p.code, city: c.code, district: '' } }
      : { ok: false, field: 'district' };
  }
  const d = c.children?.find((n) => n.name === district);
  if (!d) return { ok: false, field: 'district' };
  return { ok: true, codes: { province: p.code, city: c.code, district: d.code } };
}

/** The names of a province's cities ([] for an unknown province). */
export function citiesOf(province: string): string[] {
  return (
    regionTree()
      .find((n) => n.name === province)
      ?.children?.map((c) => c.name) ?? []
  );
}

/** The names of a city's districts ([] for an unknown province or city). */
export function districtsOf(province: string, city: string): string[] {
  return (
    regionTree()
      .find((n) => n.name === province)
      ?.children?.find((c) => c.name === city)
      ?.children?.map((d) => d.name) ?? []
  );
}

export interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

let options: RegionOption[] | null = null;

/** The tree as cascade picker options, values are the names (built once). */
export function regionOptions(): RegionOption[] {
  const toOption = (n: RegionNode): RegionOption =>
    n.children
      ? { label: n.name, value: n.name, children: n.children.map(toOption) }
      : { label: n.name, value: n.name };
  options ??= regionTree().map(toOption);
  return options;
}

/**
 * The picker value of a saved region when the dataset has it (all three levels, or province and
 * city when the district is empty or unknown); null when the province or city is not in it.
 */
export function findRegion(province: string, city: string, district: string): string[] | null {
  const check = checkRegion(province, city, district, true);
  if (check.ok) return district ? [province, city, district] : [province, city];
  return check.field === 'district' ? [province, city] : null;
}
