/** The business settings' endpoints (issue 23, part settings; contract shared/contract/ops-settings.ts). */
import type { OPS_SETTINGS, OpsSettingsUpdate } from '../../../../../shared/contract/ops-settings';
import type { FormObject } from '../../../../../shared/form-encoding';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

export const settingsApi = {
  read: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_SETTINGS.read>('GET', 'api/ops/settings', {}, { signal }),
    ),
  update: (input: OpsSettingsUpdate) =>
    unwrap(
      operatorHttp().call<typeof OPS_SETTINGS.update>(
        'POST',
        'api/ops/settings/update',
        input as unknown as FormObject,
      ),
    ),
};
