/**
 * The operator console's business settings (issue 23, part settings): the typed rules of
 * shared/rules/business-settings.ts, read with `settings.read`, one section written at a time
 * with `settings.write` (owner only). A write is validated by the section's schema (an
 * impossible value answers 422 naming the field and why, nothing changes), applies from the next
 * request (the app_config cache empties on the write) and is audited `settings.update` with the
 * section before and after. The client imports this module with `import type` only.
 */
import { z } from 'zod';
import {
  SETTINGS_SCHEMAS,
  type BusinessSettings,
  type SettingsSection,
} from '../rules/business-settings';
import { route } from './route';

const section = <S extends SettingsSection>(s: S) =>
  z.object({ section: z.literal(s), value: SETTINGS_SCHEMAS[s] });

export const opsSettingsUpdateInput = z.discriminatedUnion('section', [
  section('commission'),
  section('freight'),
  section('withdrawal'),
  section('points'),
  section('order'),
  section('upload'),
]);
export type OpsSettingsUpdate = z.output<typeof opsSettingsUpdateInput>;

export interface OpsSettings {
  /** what applies now */
  settings: BusinessSettings;
  /** what applies while a section was never set */
  defaults: BusinessSettings;
}

export const OPS_SETTINGS = {
  read: route<OpsSettings>()('/api/ops/settings', z.object({})),
  update: route<OpsSettings>()('/api/ops/settings/update', opsSettingsUpdateInput),
};
