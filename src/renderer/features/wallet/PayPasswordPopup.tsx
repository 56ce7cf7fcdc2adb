/**
 * The pay password sheet of every wallet action (withdraw, transfer, unbind): a bottom popup with
 * what is being paid, the six boxes and a shuffled keypad, and "forgot". The caller's `onSubmit`
 * runs the request and tells the sheet what happened: 'done' closes it, 'retry' clears the boxes
 * (wrong password), 'close' closes it (locked, or a refusal the user cannot fix here).
 */
import './strings/wallet';
import '../account/strings/pay-pwd';
import { DotLoading, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { Envelope } from '../../../shared/contract';
import * as walletApi from './api';
import { PayPasswordInput } from '../../core/ui';
import { ApiError, reportFailure, unwrap } from '../../core/data';
import { withRedirect } from '../../core/router/redirect';
import './wallet.css';

export type PayOutcome = 'done' | 'retry' | 'close';

export interface PayPasswordPopupProps {
  visible: boolean;
  title?: string;
  /** what the password authorises (amount, card ...) */
  summary?: ReactNode;
  onClose: () => void;
  onSubmit: (password: string) => Promise<PayOutcome>;
}

export const VERIFY_PHONE_PAGE = 'pages/subpack1/set/verify-phone-num';

export function PayPasswordPopup({
  visible,
  title,
  summary,
  onClose,
  onSubmit,
}: PayPasswordPopupProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const here = location.pathname.replace(/^\//, '') + location.search;

  const complete = async (password: string) => {
    if (busy) return;
    setBusy(true);
    let outcome: PayOutcome;
    try {
      outcome = await onSubmit(password);
    } catch (error) {
      reportFailure(error, { fallbackKey: 'wallet.networkError' });
      outcome = 'retry';
    }
    setBusy(false);
    if (outcome === 'retry') setResetKey((k) => k + 1);
    else onClose();
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={busy ? undefined : onClose}
      destroyOnClose
      bodyClassName="wallet-paypop"
    >
      <div role="dialog" aria-modal="true" aria-labelledby="wallet-paypop-title">
        <div className="wallet-paypop__head">
          <button
            type="button"
            className="ui-icon-button"
            aria-label={t('common.cancel')}
            onClick={onClose}
            disabled={busy}
          >
            ✕
          </button>
          <h2 id="wallet-paypop-title">{title ?? t('payPwd.enterTitle')}</h2>
          <span className="wallet-paypop__spacer" />
        </div>
        {summary && <div className="wallet-paypop__summary">{summary}</div>}
        <div className="wallet-paypop__status" role="status">
          {busy && (
            <>
              <DotLoading color="currentColor" /> {t('payPwd.verifying')}
            </>
          )}
        </div>
        <PayPasswordInput
          shuffle
          disabled={busy}
          resetKey={resetKey}
          onComplete={(p) => void complete(p)}
        />
        <div className="wallet-paypop__links">
          <Link
            to={withRedirect(`/${VERIFY_PHONE_PAGE}?purpose=reset`, here)}
            className="ui-text-button"
            onClick={onClose}
          >
            {t('payPwd.forgot')}
          </Link>
        </div>
      </div>
    </Popup>
  );
}

/**
 * The wrapper resolves a refusal it has told the user about (423 locked, a reply code it does not
 * know) and rejects the rest (422 wrong password, transport failures). A resolved refusal closes
 * the sheet; a wrong password or a failed transport lets the user try again.
 */
function refusalOutcome(error: ApiError): PayOutcome {
  if (error.kind === 'invalid' || error.kind === 'network') return 'retry';
  // An ApiError built from a rejection carries the wrapper's error as its cause (HTTP 5xx ...).
  if (error.kind === 'server' && error.cause !== undefined) return 'retry';
  return 'close';
}

/**
 * Maps a pay-password-protected call to the sheet's outcome: 200 done; 423 (locked, already
 * toasted) closes; 422 (wrong password, already toasted) and transport failures retry.
 * (Used by the checkout too.) A refusal that is not about the password also answers 422 and
 * would keep the sheet open; `payWithCheckedPassword` tells the two apart.
 */
export async function payOutcome<T>(
  call: () => Promise<Envelope<T>>,
  onDone: (data: T) => void,
): Promise<PayOutcome> {
  let data: T;
  try {
    data = await unwrap(call());
  } catch (error) {
    return refusalOutcome(reportFailure(error, { fallbackKey: 'wallet.networkError' }));
  }
  onDone(data);
  return 'done';
}

/**
 * Checks the password first (`check_pay_password`, which counts wrong tries): wrong (422, toasted
 * by the wrapper) → 'retry' with cleared boxes; locked (423, toasted) → 'close'. Then runs the
 * call: 200 → `onDone` and 'done'; a refusal the password cannot fix (the daily limit, a pending
 * withdrawal on the card: toasted) → 'close'. Transport failures are reported here.
 */
export async function payWithCheckedPassword<T>(
  password: string,
  call: (password: string) => Promise<Envelope<T>>,
  onDone: (data: T) => void,
): Promise<PayOutcome> {
  try {
    await unwrap(walletApi.checkPayPassword(password));
  } catch (error) {
    return refusalOutcome(reportFailure(error, { fallbackKey: 'wallet.networkError' }));
  }
  let data: T;
  try {
    data = await unwrap(call(password));
  } catch (error) {
    reportFailure(error, { fallbackKey: 'wallet.networkError' });
    return 'close';
  }
  onDone(data);
  return 'done';
}
