/**
 * The console's business settings (issue 23, part settings; contract
 * shared/contract/ops-settings.ts): reads every section as it applies now; writes one section
 * (already validated by its schema) as its app_config row with the audit row `settings.update`
 * (before and after) in the same transaction. The app_config cache (db/config-cache.ts) empties
 * on the write, so the next checkout, withdrawal or upload reads the new rule.
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
import { writeSettingsRow } from './settings.repository';

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
  value.regions.forEach((r, i) => {
    const bad = r.provinces.find((p) => !known.has(p));
    if (bad !== undefined) throw invalid(`value.regions.${i}.provinces: ${bad} is not a province`);
  });
}

export async function opsSettingsUpdate(
  app: AppContext,
  input: OpsSettingsUpdate,
  actor: AuditActor,
): Promise<OpsSettings> {
  const { db } = app.database;
  if (input.section === 'freight') checkFreightProvinces(input.value);
  await db.transaction().execute(async (tx) => {
    const before = await readSettings(tx, input.section);
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
