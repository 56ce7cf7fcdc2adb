/** Shared bits of the promotions screens (issue 23): type names, state tags, confirmations. */
import { PROMO_TYPES, type PromoState } from '../../../../../shared/contract/ops-promo';
import './strings';

export const STATE_COLOR: Record<PromoState, string> = {
  scheduled: 'blue',
  running: 'green',
  paused: 'orange',
  ended: 'default',
};

/** The i18n key of a type's name (every PROMO_TYPES code has one in strings.ts). */
export const typeKey = (type: number) => `console.promo.types.t${type}` as 'console.promo.types.t1';

export const TYPE_CODES: readonly number[] = PROMO_TYPES;

export type StateAction = 'pause' | 'resume' | 'end';

/** The actions an activity in `state` offers. */
export function actionsOf(state: PromoState): StateAction[] {
  if (state === 'scheduled' || state === 'running') return ['pause', 'end'];
  if (state === 'paused') return ['resume', 'end'];
  return [];
}

export const CONFIRM_KEY = {
  pause: 'console.promo.confirmPause',
  resume: 'console.promo.confirmResume',
  end: 'console.promo.confirmEnd',
} as const satisfies Record<StateAction, string>;

export const DONE_KEY = {
  pause: 'console.promo.paused',
  resume: 'console.promo.resumed',
  end: 'console.promo.ended',
} as const satisfies Record<StateAction, string>;

/** The confirm button of a state change (danger for end; a test id for the browser tests). */
export const confirmButton = (action: StateAction) => ({
  danger: action === 'end',
  ...({ 'data-testid': 'promo-confirm-ok' } as object),
});
