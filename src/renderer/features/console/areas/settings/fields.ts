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
  // the templates list has its own fields (formOf / valueOf below)
  freight: [],
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
/** A freight template (issue 23 gaps, part freight): its rules and named regions. */
type Template = BusinessSettings['freight']['templates'][number];
/** A named freight region (issue 23 gaps): its provinces, fee and free-shipping threshold. */
type Region = Template['regions'][number];
type Rule = Template['default'];

/** A new template's code: unique enough within one shop's list, of the code's characters. */
export function newTemplateCode(now = Date.now()): string {
  return `t${now.toString(36)}`;
}

const ruleToScreen = (r: Rule) => ({
  fee: toScreen('yuan', r.fee),
  free_threshold: toScreen('yuan', r.free_threshold),
});
const ruleToWire = (r: Partial<Rule> | undefined) => ({
  fee: toWire('yuan', Number(r?.fee ?? 0)),
  free_threshold: toWire('yuan', Number(r?.free_threshold ?? 0)),
});

/**
 * Where a refusal of the server (`value.` stripped) shows in the form: a field of FIELDS, a
 * field of a list row (`regions.2.provinces` → ['regions', 2, 'provinces']), or null (a toast).
 */
export function formPathOf(section: SettingsSection, path: string): (string | number)[] | null {
  const spec = FIELDS[section].find((f) => f.path.join('.') === path);
  if (spec) return spec.path;
  const row = /^sellers\.(\d+)\.(\w+)$/.exec(path);
  if (row && section === 'commission') return ['sellers', Number(row[1]), row[2]!];
  if (section === 'freight') {
    if (path === 'default_region' || path === 'default_template') return [path];
    // a field of a template or of one of its regions
    const tpl =
      /^templates\.(\d+)\.(name|default\.fee|default\.free_threshold|regions\.(\d+)\.(\w+))$/.exec(
        path,
      );
    if (tpl) {
      const at = Number(tpl[1]);
      if (tpl[3] !== undefined) return ['templates', at, 'regions', Number(tpl[3]), tpl[4]!];
      return ['templates', at, ...tpl[2]!.split('.')];
    }
  }
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
    out.templates = (out.templates as Template[]).map((tpl) => ({
      ...tpl,
      default: ruleToScreen(tpl.default),
      regions: tpl.regions.map((r) => ({ ...r, ...ruleToScreen(r) })),
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
    type FormTemplate = Partial<Omit<Template, 'regions'>> & { regions?: Partial<Region>[] };
    out.templates = ((out.templates as FormTemplate[] | undefined) ?? []).map((tpl) => ({
      code: tpl.code ?? '',
      name: (tpl.name ?? '').trim(),
      default: ruleToWire(tpl.default),
      regions: (tpl.regions ?? []).map((r) => ({
        name: (r.name ?? '').trim(),
        ...ruleToWire(r),
        provinces: r.provinces ?? [],
      })),
    }));
  }
  return out;
}
