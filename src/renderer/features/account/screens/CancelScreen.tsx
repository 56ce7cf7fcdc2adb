/**
 * Account cancellation. /api/user/cancel_check lists what blocks it (unfinished orders,
 * balances...); when allowed: the warning, an SMS code to the account's number (scene cancel;
 * the number is known masked, so it is typed in full and checked against the mask), the
 * confirmation text typed exactly (in the UI's language; the server's CANCEL_CONFIRM_TEXT is
 * what is sent once the typed text matches), a last confirm dialog, then /api/user/cancel_account; the
 * local session ends and the app goes home.
 */
import '../../wallet/strings/wallet';
import '../strings/account';
import { Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { HOME_TAB } from '../../../../shared/constants';
import { CANCEL_CONFIRM_TEXT } from '../../../../shared/contract';
import { TextField, useMobileCode } from '../fields';
import * as accountApi from '../api';
import { reportFailure, unwrap, useLoad } from '../../../core/data';
import { useStores } from '../../../core/stores/context';
import { confirm, ErrorState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { matchesMask } from '../../wallet';
import '../account.css';

const Cancel = observer(function Cancel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const check = useLoad(() => unwrap(accountApi.cancelCheck()), []);
  const known = user.info?.mobile ?? '';
  const mc = useMobileCode('cancel', 'cancel', {
    extraMobileCheck: (m) => (known && !matchesMask(m, known) ? t('account.mobileMismatch') : ''),
  });
  const [typed, setTyped] = useState('');
  const [typedTouched, setTypedTouched] = useState(false);
  const phrase = t('account.cancel.phrase');
  const typedError =
    typed.trim() === phrase ? '' : t('account.cancel.typeExactly', { text: phrase });

  useEffect(() => {
    user.loadInfo().catch(() => undefined);
  }, [user]);

  const submit = async () => {
    setTypedTouched(true);
    if (!mc.check() || typedError) return;
    if (!(await confirm(t('account.cancel.lastConfirm'), { title: t('account.cancel.title') })))
      return;
    try {
      await unwrap(accountApi.cancelAccount({ code: mc.code, confirm: CANCEL_CONFIRM_TEXT }));
      user.clear();
      toast(t('account.cancel.done'));
      void navigate(`/${HOME_TAB}`, { replace: true });
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  let body;
  if (check.status === 'error') body = <ErrorState onRetry={check.retry} />;
  else if (!check.data)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else if (!check.data.can_cancel)
    body = (
      <section className="card wallet-form" data-testid="cancel-blocked">
        <h2 className="acct-title">{t('account.cancel.blocked')}</h2>
        <ul className="acct-reasons">
          {(check.data.reasons ?? []).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <p className="acct-muted">{t('account.cancel.blockedHint')}</p>
      </section>
    );
  else
    body = (
      <>
        <section className="card wallet-form acct-warning" data-testid="cancel-warning">
          <h2 className="acct-title">{t('account.cancel.warningTitle')}</h2>
          <ul className="acct-reasons">
            <li>{t('account.cancel.warning1')}</li>
            <li>{t('account.cancel.warning2')}</li>
            <li>{t('account.cancel.warning3')}</li>
          </ul>
        </section>
        <form
          className="card wallet-form wallet-fields"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          {mc.fields}
          <TextField
            id="cancel-phrase"
            label={t('account.cancel.typeLabel', { text: phrase })}
            value={typed}
            placeholder={phrase}
            onChange={setTyped}
            onBlur={() => setTypedTouched(true)}
            error={typedError}
            show={typedTouched}
          />
          <LoadingButton block color="danger" size="large" shape="rounded" onClick={submit}>
            {t('account.cancel.submit')}
          </LoadingButton>
        </form>
      </>
    );

  return (
    <PageFrame title={t('account.cancel.title')} page="pages/subpack2/cancel/cancel">
      {body}
    </PageFrame>
  );
});

export default Cancel;
