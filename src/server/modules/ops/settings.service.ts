/**
 * The console's business settings (issue 23, part settings; contract
 * shared/contract/ops-settings.ts): reads every section as it applies now; writes one section
 * (already validated by its schema) as its app_config row with the audit row `settings.update`
 * (before and after) in the same transaction. The app_config cache (db/config-cache.ts) empties
 * on the write, so the next checkout, withdrawal or upload reads the new rule. Freight
 * templates (issue 23 gaps, part freight): a template goods still use cannot be removed.
 */
import type { OpsSettings, OpsSettingsUpdate } from '../../../shared/contract/ops-settings';
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEYS,
  SETTINGS_SECTIONS,
  type BusinessSettings,
} from '../../../shared/rules/business-settings';
import { regionTree } from '../../../shared/regions';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/reply';
import type { Executor } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { readSettings } from '../config/config.repository';
import { t, type Lang } from '../../messages';
import { goodsPerTemplate, writeSettingsRow } from './settings.repository';

async function allSettings(db: Executor): Promise<BusinessSettings> {
  const values = await Promise.all(SETTINGS_SECTIONS.map((s) => readSettings(db, s)));
  return Object.fromEntries(SETTINGS_SECTIONS.map((s, i) => [s, values[i]])) as BusinessSettings;
}

export async function opsSettings(app: AppContext): Promise<OpsSettings> {
  return { settings: await allSettings(app.database.db), defaults: DEFAULT_SETTINGS };
}

/**
 * Freight names real provinces only (shared/regions.ts, as addresses spell them), so a region
 * always matches the addresses it means; the refusal names the field.
 */
function checkFreightProvinces(value: BusinessSettings['freight']): void {
  const known = new Set(regionTree().map((p) => p.name));
  if (!known.has(value.default_region)) {
    throw invalid(`value.default_region: ${value.default_region} is not a province`);
  }
  value.templates.forEach((tpl, ti) =>
    tpl.regions.forEach((r, i) => {
      const bad = r.provinces.find((p) => !known.has(p));
      if (bad !== undefined) {
        throw invalid(`value.templates.${ti}.regions.${i}.provinces: ${bad} is not a province`);
      }
    }),
  );
}

/** Refuses removing a freight template that goods still use (422 naming it and the count). */
async function checkRemovedTemplates(
  db: Executor,
  before: BusinessSettings['freight'],
  after: BusinessSettings['freight'],
  lang: Lang,
): Promise<void> {
  const kept = new Set(after.templates.map((x) => x.code));
  const removed = before.templates.filter((x) => !kept.has(x.code));
  if (removed.length === 0) return;
  const used = await goodsPerTemplate(
    db,
    removed.map((x) => x.code),
  );
  const first = removed.find((x) => (used.get(x.code) ?? 0) > 0);
  if (first) {
    throw invalid(
      `value.templates: ${t(lang, 'opsGoods.freightTemplateInUse', { name: first.name, n: used.get(first.code) ?? 0 })}`,
    );
  }
}

export async function opsSettingsUpdate(
  app: AppContext,
  input: OpsSettingsUpdate,
  actor: AuditActor,
  lang: Lang,
): Promise<OpsSettings> {
  const { db } = app.database;
  if (input.section === 'freight') checkFreightProvinces(input.value);
  await db.transaction().execute(async (tx) => {
    const before = await readSettings(tx, input.section);
    if (input.section === 'freight') {
      await checkRemovedTemplates(tx, before as BusinessSettings['freight'], input.value, lang);
    }
    await writeSettingsRow(tx, SETTINGS_KEYS[input.section], JSON.stringify(input.value));
    await recordAudit(tx, actor, {
      action: 'settings.update',
      object_type: 'settings',
      object_id: input.section,
      before: before,
      after: input.value,
    });
  });
  return opsSettings(app);
}
