/**
 * Change the pay password: the old one first (checked with `check_pay_password`, which counts
 * wrong tries; five lock it for 15 minutes), then the new one twice, then `set_pay_password`
 * with the old one. Forgotten → verify-phone-num (SMS code) → pay-pwd2. All three entries stay
 * on this screen (features/wallet/pay-pwd-flow.ts), so the old password never leaves memory.
 */
import '../../wallet/strings/wallet';
import '../strings/pay-pwd';
import { observer } from 'mobx-react-lite';
import { useReducer, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as walletApi from '../../wallet/api';
import { useStores } from '../../../core/stores/context';
import { PageFrame, toast } from '../../../core/ui';
import { ApiError, reportFailure, unwrap } from '../../../core/data';
import { initialPwdFlow, pwdFlowReducer } from '../../wallet';
import { PwdStepView } from '../../wallet';
import { safeRedirect, withRedirect } from '../../../core/router/redirect';
import '../account.css';

const PayPwdHave = observer(function PayPwdHave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [state, dispatch] = useReducer(pwdFlowReducer, 'change', initialPwdFlow);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);

  const forgot = withRedirect('/pages/subpack1/set/verify-phone-num?purpose=reset', redirect);

  const checkOld = async (value: string) => {
    setBusy(true);
    try {
      await unwrap(walletApi.checkPayPassword(value));
      dispatch({ type: 'enter', value });
    } catch (e) {
      const error = ApiError.from(e);
      // 423: locked for a while (the wrapper showed until when).
      if (error.kind === 'locked') setLocked(true);
      // 422 (wrong password) was toasted by the wrapper.
      if (error.kind !== 'invalid') reportFailure(error, { fallbackKey: 'wallet.networkError' });
      dispatch({ type: 'oldRejected' });
    } finally {
      setBusy(false);
    }
  };

  const submitNew = async (password: string) => {
    setBusy(true);
    try {
      await unwrap(
        walletApi.setPayPassword({ pay_password: password, old_pay_password: state.old ?? '' }),
      );
      toast(t('payPwd.changeDone'));
      await user.loadInfo().catch(() => undefined);
      void navigate(`/${redirect ?? 'pages/subpack1/set/pay-pwd'}`, { replace: true });
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
      dispatch({ type: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const enter = (value: string) => {
    if (state.step === 'old') return void checkOld(value);
    const after = pwdFlowReducer(state, { type: 'enter', value });
    dispatch({ type: 'enter', value });
    if (after.step === 'done' && after.password) void submitNew(after.password);
  };

  return (
    <PageFrame title={t('payPwd.changeTitle')} page="pages/subpack1/set/pay-pwd-have">
      <PwdStepView state={state} busy={busy || locked} onEnter={enter} />
      {locked && (
        <p className="wallet-error wallet-note--center" role="alert">
          {t('payPwd.locked')}
        </p>
      )}
      <p className="wallet-note wallet-note--center">
        <Link to={forgot} className="ui-text-button">
          {t('payPwd.forgot')}
        </Link>
      </p>
    </PageFrame>
  );
});

export default PayPwdHave;
