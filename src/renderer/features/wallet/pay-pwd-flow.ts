/**
 * The pay password steps (docs/api-wallet-account.md "Pay password"), shared by the screens
 * under pages/subpack1/set:
 *
 *   pay-pwd ── none set ──▶ verify-phone-num (SMS code, scene pay_password) ──▶ pay-pwd2
 *           └─ has one ──▶ pay-pwd-have: old ▶ new ▶ confirm (or "forgot" ▶ verify-phone-num)
 *
 * Entering happens in a pure state machine (`pwdFlowReducer`): 'old' (change only, the page
 * checks it with the server before moving on) → 'new' → 'confirm' → 'done'. A confirmation that
 * differs starts the new password again. The verified SMS code travels from verify-phone-num to
 * pay-pwd2 in sessionStorage (`savePayPwdTicket`), never through imports between pages, and
 * expires with the code.
 */
import { SMS_CODE_TTL_S } from '../../../shared/constants';
import { isWeakPayPassword } from '../../../shared/rules/pay-password';
import { isPayPassword } from '../../../shared/rules/validate';

export type PwdMode = 'change' | 'code';
export type PwdStep = 'old' | 'new' | 'confirm' | 'done';
/** 'weak': the new password fails the shared weak rule (shared/rules/pay-password.ts, issue 19) */
export type PwdError = 'invalid' | 'weak' | 'mismatch' | 'oldWrong' | 'failed' | null;

export interface PwdFlowState {
  mode: PwdMode;
  step: PwdStep;
  /** the accepted old password (change mode) */
  old: string | null;
  /** the new password of the first entry */
  first: string | null;
  /** the confirmed new password once 'done' */
  password: string | null;
  error: PwdError;
  /** changes on every transition: the six boxes' reset key */
  attempt: number;
}

export type PwdFlowEvent =
  /** six digits entered in the current step (the old one only after the server accepted it) */
  | { type: 'enter'; value: string }
  /** the server refused the old password */
  | { type: 'oldRejected' }
  /** submitting the new password failed: enter it again */
  | { type: 'failed' };

export function initialPwdFlow(mode: PwdMode): PwdFlowState {
  return {
    mode,
    step: mode === 'change' ? 'old' : 'new',
    old: null,
    first: null,
    password: null,
    error: null,
    attempt: 0,
  };
}

export function pwdFlowReducer(state: PwdFlowState, event: PwdFlowEvent): PwdFlowState {
  const next = (patch: Partial<PwdFlowState>): PwdFlowState => ({
    ...state,
    error: null,
    ...patch,
    attempt: state.attempt + 1,
  });
  switch (event.type) {
    case 'oldRejected':
      return state.step === 'old' ? next({ error: 'oldWrong' }) : state;
    case 'failed':
      return next({ step: 'new', first: null, password: null, error: 'failed' });
    case 'enter': {
      const v = event.value;
      if (state.step === 'done') return state;
      if (!isPayPassword(v)) return next({ error: 'invalid' });
      switch (state.step) {
        case 'old':
          return next({ step: 'new', old: v });
        case 'new':
          // the server's rule, told at the first entry (issue 19), not after confirming
          if (isWeakPayPassword(v)) return next({ error: 'weak' });
          return next({ step: 'confirm', first: v });
        case 'confirm':
          return v === state.first
            ? next({ step: 'done', password: v })
            : next({ step: 'new', first: null, error: 'mismatch' });
      }
    }
  }
}

// ---- the SMS ticket between verify-phone-num and pay-pwd2 ----

export type PwdPurpose = 'set' | 'reset';

export interface PayPwdTicket {
  code: string;
  purpose: PwdPurpose;
  /** ms since the epoch (device clock: a local lifetime only; the server checks the code) */
  expires_at: number;
}

export const PAY_PWD_TICKET_KEY = 'wallet.payPwdTicket';

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): SessionLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function savePayPwdTicket(
  code: string,
  purpose: PwdPurpose,
  now = Date.now(),
  store: SessionLike | null = session(),
): void {
  const ticket: PayPwdTicket = { code, purpose, expires_at: now + SMS_CODE_TTL_S * 1000 };
  store?.setItem(PAY_PWD_TICKET_KEY, JSON.stringify(ticket));
}

/** The ticket if present, well-formed and not expired; an expired one is removed. */
export function loadPayPwdTicket(
  now = Date.now(),
  store: SessionLike | null = session(),
): PayPwdTicket | null {
  const raw = store?.getItem(PAY_PWD_TICKET_KEY);
  if (!raw) return null;
  try {
    const t = JSON.parse(raw) as Partial<PayPwdTicket>;
    const ok =
      typeof t.code === 'string' &&
      /^\d{6}$/.test(t.code) &&
      (t.purpose === 'set' || t.purpose === 'reset') &&
      typeof t.expires_at === 'number' &&
      t.expires_at > now;
    if (ok) return t as PayPwdTicket;
  } catch {
    // fall through: a broken ticket is dropped
  }
  store?.removeItem(PAY_PWD_TICKET_KEY);
  return null;
}

export function clearPayPwdTicket(store: SessionLike | null = session()): void {
  store?.removeItem(PAY_PWD_TICKET_KEY);
}
