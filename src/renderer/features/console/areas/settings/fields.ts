/**
 * The settings form's fields (issue 23, part settings): each rule's unit on screen (yuan, %,
 * minutes, MB) and its conversion to and from the wire (fen, basis points, seconds, bytes).
 */
import type {
  BusinessSettings,
  SettingsSection,
} from '../../../../../shared/rules/business-settings';

export type Unit = 'yuan' | 'percent' | 'minutes' | 'days' | 'count' | 'points' | 'mb';

export interface FieldSpec {
  /** path inside the section */
  path: string[];
  unit: Unit;
}

export const FIELDS: Record<Exclude<SettingsSection, 'commission' | 'freight'>, FieldSpec[]> & {
  commission: FieldSpec[];
  freight: FieldSpec[];
} = {
  order: [
    { path: ['pay_deadline_s'], unit: 'minutes' },
    { path: ['auto_receipt_days'], unit: 'days' },
    { path: ['after_sale_days'], unit: 'days' },
  ],
  withdrawal: [
    { path: ['min'], unit: 'yuan' },
    { path: ['max'], unit: 'yuan' },
    { path: ['fee_bp'], unit: 'percent' },
    { path: ['fee_min'], unit: 'yuan' },
    { path: ['daily_count'], unit: 'count' },
  ],
  points: [
    { path: ['transfer_min'], unit: 'points' },
    { path: ['transfer_max'], unit: 'points' },
    { path: ['transfer_daily_limit'], unit: 'points' },
    { path: ['transfer_fee_bp'], unit: 'percent' },
  ],
  upload: [
    { path: ['max_bytes'], unit: 'mb' },
    { path: ['daily_count'], unit: 'count' },
  ],
  commission: [{ path: ['default_bp'], unit: 'percent' }],
  freight: [
    { path: ['default', 'fee'], unit: 'yuan' },
    { path: ['default', 'free_threshold'], unit: 'yuan' },
  ],
};

const FACTOR: Record<Unit, number> = {
  yuan: 100,
  percent: 100,
  minutes: 60,
  days: 1,
  count: 1,
  points: 1,
  mb: 1024 * 1024,
};

/** Wire value → screen value. */
export function toScreen(unit: Unit, v: number): number {
  return v / FACTOR[unit];
}

/** Screen value → wire value (rounded to the wire's unit). */
export function toWire(unit: Unit, v: number): number {
  return Math.round(v * FACTOR[unit]);
}

type Obj = Record<string, unknown>;
/** A named freight region (issue 23 gaps): its provinces, fee and free-shipping threshold. */
type Region = BusinessSettings['freight']['regions'][number];

/**
 * Where a refusal of the server (`value.` stripped) shows in the form: a field of FIELDS, a
 * field of a list row (`regions.2.provinces` → ['regions', 2, 'provinces']), or null (a toast).
 */
export function formPathOf(section: SettingsSection, path: string): (string | number)[] | null {
  const spec = FIELDS[section].find((f) => f.path.join('.') === path);
  if (spec) return spec.path;
  const row = /^(regions|sellers)\.(\d+)\.(\w+)$/.exec(path);
  if (
    row &&
    ((section === 'freight' && row[1] === 'regions') ||
      (section === 'commission' && row[1] === 'sellers'))
  ) {
    return [row[1], Number(row[2]), row[3]!];
  }
  if (section === 'freight' && path === 'default_region') return ['default_region'];
  return null;
}

/** A section's value as the form shows it. */
export function formOf<S extends SettingsSection>(section: S, value: BusinessSettings[S]): Obj {
  const out = structuredClone(value) as unknown as Obj;
  for (const f of FIELDS[section]) {
    const parent = f.path.slice(0, -1).reduce((o, k) => o[k] as Obj, out);
    const key = f.path[f.path.length - 1]!;
    parent[key] = toScreen(f.unit, parent[key] as number);
  }
  if (section === 'commission') {
    out.sellers = (out.sellers as { seller_id: number; bp: number }[]).map((s) => ({
      seller_id: s.seller_id,
      bp: toScreen('percent', s.bp),
    }));
  }
  if (section === 'freight') {
    out.regions = (out.regions as Region[]).map((r) => ({
      ...r,
      fee: toScreen('yuan', r.fee),
      free_threshold: toScreen('yuan', r.free_threshold),
    }));
  }
  return out;
}

/** The form's values as the section's wire value. */
export function valueOf(section: SettingsSection, form: Obj): Obj {
  const out = structuredClone(form);
  for (const f of FIELDS[section]) {
    const parent = f.path.slice(0, -1).reduce((o, k) => o[k] as Obj, out);
    const key = f.path[f.path.length - 1]!;
    parent[key] = toWire(f.unit, Number(parent[key]));
  }
  if (section === 'commission') {
    out.sellers = ((out.sellers as { seller_id: number; bp: number }[] | undefined) ?? []).map(
      (s) => ({ seller_id: Number(s.seller_id), bp: toWire('percent', Number(s.bp)) }),
    );
  }
  if (section === 'freight') {
    out.regions = ((out.regions as Partial<Region>[] | undefined) ?? []).map((r) => ({
      name: (r.name ?? '').trim(),
      fee: toWire('yuan', Number(r.fee)),
      free_threshold: toWire('yuan', Number(r.free_threshold)),
      provinces: r.provinces ?? [],
    }));
  }
  return out;
}
