import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  FREIGHT_TEMPLATE_CODE,
} from '../../../../../shared/rules/business-settings';
import { formOf, formPathOf, newTemplateCode, valueOf } from './fields';

describe('settings form units', () => {
  it('shows yuan, %, minutes and MB and sends fen, basis points, seconds and bytes', () => {
    const w = formOf('withdrawal', DEFAULT_SETTINGS.withdrawal);
    expect(w).toMatchObject({ min: 10, max: 50000, fee_bp: 1, fee_min: 1, daily_count: 3 });
    expect(valueOf('withdrawal', { ...w, min: 12.34 })).toMatchObject({ min: 1234, fee_bp: 100 });
    expect(formOf('order', DEFAULT_SETTINGS.order).pay_deadline_s).toBe(30);
    expect(formOf('upload', DEFAULT_SETTINGS.upload).max_bytes).toBe(5);
    const f = formOf('freight', DEFAULT_SETTINGS.freight);
    expect(valueOf('freight', f)).toEqual(DEFAULT_SETTINGS.freight);
    const c = valueOf('commission', { default_bp: 5, sellers: [{ seller_id: '3', bp: 2.5 }] });
    expect(c).toEqual({ default_bp: 500, sellers: [{ seller_id: 3, bp: 250 }] });
  });
});

// issue 23 gaps (rules, freight): freight templates, each with named regions
describe('freight templates in the form', () => {
  const tpl0 = DEFAULT_SETTINGS.freight.templates[0]!;

  it('shows each template and region in yuan and sends fen, names trimmed', () => {
    const f = formOf('freight', DEFAULT_SETTINGS.freight);
    expect(f.templates).toEqual([
      {
        ...tpl0,
        default: { fee: 8, free_threshold: 99 },
        regions: [{ ...tpl0.regions[0], fee: 15, free_threshold: 199 }],
      },
    ]);
    const v = valueOf('freight', {
      ...f,
      templates: [
        {
          code: 'big',
          name: ' 大件 ',
          default: { fee: '30', free_threshold: 0 },
          regions: [{ name: ' 东北 ', fee: 10.5, free_threshold: '159', provinces: ['吉林省'] }],
        },
        { code: 'x', name: '空', default: { fee: 1.01, free_threshold: 0 } },
      ],
    });
    expect(v.templates).toEqual([
      {
        code: 'big',
        name: '大件',
        default: { fee: 3000, free_threshold: 0 },
        regions: [{ name: '东北', fee: 1050, free_threshold: 15900, provinces: ['吉林省'] }],
      },
      { code: 'x', name: '空', default: { fee: 101, free_threshold: 0 }, regions: [] },
    ]);
    expect(valueOf('freight', { ...f, templates: undefined }).templates).toEqual([]);
  });

  it("places the server's refusal at the template's or region's field", () => {
    expect(formPathOf('freight', 'templates.1.regions.2.provinces')).toEqual([
      'templates',
      1,
      'regions',
      2,
      'provinces',
    ]);
    expect(formPathOf('freight', 'templates.0.default.fee')).toEqual([
      'templates',
      0,
      'default',
      'fee',
    ]);
    expect(formPathOf('freight', 'templates.3.name')).toEqual(['templates', 3, 'name']);
    expect(formPathOf('freight', 'default_region')).toEqual(['default_region']);
    expect(formPathOf('freight', 'default_template')).toEqual(['default_template']);
    expect(formPathOf('commission', 'sellers.0.bp')).toEqual(['sellers', 0, 'bp']);
    // the list itself (too many, a template goods still use): a toast
    expect(formPathOf('freight', 'templates')).toBeNull();
    expect(formPathOf('freight', 'templates.0.code')).toBeNull();
    expect(formPathOf('order', 'templates.0.name')).toBeNull();
  });

  it("a new template code fits the server's code rule", () => {
    expect(newTemplateCode(1_800_000_000_000)).toMatch(FREIGHT_TEMPLATE_CODE);
  });
});
