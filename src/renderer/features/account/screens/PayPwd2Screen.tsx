/**
 * Set the pay password after the SMS check (first time, or forgotten): the new six digits twice
 * (they must match, `isPayPassword`), then `set_pay_password` with the code that verify-phone-num
 * left in sessionStorage. Without a valid ticket (expired, opened directly) the user verifies
 * again. Afterwards the user info is reloaded and the flow goes on to `?redirect=` or pay-pwd.
 */
import '../../wallet/strings/wallet';
import '../strings/pay-pwd';
import { observer } from 'mobx-react-lite';
import { useReducer, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as walletApi from '../../wallet/api';
import { useStores } from '../../../core/stores/context';
import { EmptyState, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrap } from '../../../core/data';
import { clearPayPwdTicket, initialPwdFlow, loadPayPwdTicket, pwdFlowReducer } from '../../wallet';
import { PwdStepView } from '../../wallet';
import { safeRedirect, withRedirect } from '../../../core/router/redirect';
import '../account.css';

const VERIFY = '/pages/subpack1/set/verify-phone-num';

const PayPwd2 = observer(function PayPwd2() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [ticket, setTicket] = useState(() => loadPayPwdTicket());
  const [state, dispatch] = useReducer(pwdFlowReducer, 'code', initialPwdFlow);
  const [busy, setBusy] = useState(false);

  const reverify = withRedirect(`${VERIFY}?purpose=${ticket?.purpose ?? 'set'}`, redirect);

  const enter = async (value: string) => {
    if (state.step !== 'confirm') {
      dispatch({ type: 'enter', value });
      return;
    }
    const after = pwdFlowReducer(state, { type: 'enter', value });
    dispatch({ type: 'enter', value });
    if (after.step !== 'done' || !after.password) return;
    // The ticket may have expired while the user was typing.
    const live = loadPayPwdTicket();
    if (!live) {
      setTicket(null);
      return;
    }
    setBusy(true);
    try {
      await unwrap(walletApi.setPayPassword({ pay_password: after.password, code: live.code }));
      clearPayPwdTicket();
      toast(t('payPwd.setDone'));
      await user.loadInfo().catch(() => undefined);
      void navigate(`/${redirect ?? 'pages/subpack1/set/pay-pwd'}`, { replace: true });
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
      dispatch({ type: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      title={ticket?.purpose === 'reset' ? t('payPwd.resetTitle') : t('payPwd.setTitle')}
      page="pages/subpack1/set/pay-pwd2"
    >
      {ticket ? (
        <>
          <PwdStepView state={state} busy={busy} onEnter={(v) => void enter(v)} />
          <p className="wallet-note wallet-note--center">
            <Link to={reverify} replace className="ui-text-button">
              {t('payPwd.reverify')}
            </Link>
          </p>
        </>
      ) : (
        <EmptyState
          title={t('payPwd.ticketExpired')}
          actionText={t('payPwd.reverify')}
          onAction={() => void navigate(reverify, { replace: true })}
        />
      )}
    </PageFrame>
  );
});

export default PayPwd2;
