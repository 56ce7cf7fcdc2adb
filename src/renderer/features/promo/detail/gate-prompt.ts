/**
 * The prompts of spec section 4's purchase gates, shown before ordering: an unpaid new-person
 * order offers the unpaid orders list; the others (maximum reached, not a new user, second
 * order only, already used) are a one-button dialog.
 */
import type { TFunction } from 'i18next';
import { alert, confirm } from '../../../core/ui';
import { gatePromptKey, type GatePrompt } from './rules';
import '../strings/detail';

/** The unpaid tab of my orders. */
export const UNPAID_ORDERS_PATH = '/pages/subpack/order/order?status=0';

export async function showGatePrompt(
  gate: GatePrompt,
  t: TFunction,
  navigate: (path: string) => void,
): Promise<void> {
  const title = t('promoDetail.gate.title');
  if (gate === 'unpaid') {
    const go = await confirm(t(gatePromptKey(gate)), {
      title,
      confirmText: t('promoDetail.gate.unpaidGo'),
    });
    if (go) navigate(UNPAID_ORDERS_PATH);
    return;
  }
  await alert(t(gatePromptKey(gate)), { title });
}
