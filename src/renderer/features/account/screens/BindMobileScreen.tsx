/**
 * Change the account's mobile: the new number gets a code (scene bind); /api/user/bind_mobile
 * moves the account to it (the server refuses a number that another account uses). The info is
 * reloaded so the masked number shows everywhere.
 */
import '../../wallet/strings/wallet';
import '../strings/account';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { useMobileCode } from '../fields';
import * as accountApi from '../api';
import { useStores } from '../../../core/stores/context';
import { LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrap } from '../../../core/data';

const BindMobile = observer(function BindMobile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const mc = useMobileCode('bind', 'bind', { mobileLabel: t('account.newMobile') });

  useEffect(() => {
    user.loadInfo().catch(() => undefined);
  }, [user]);

  const submit = async () => {
    if (!mc.check()) return;
    try {
      await unwrap(accountApi.bindMobile(mc.mobile, mc.code));
      await user.loadInfo().catch(() => undefined);
      toast(t('account.mobileChanged'));
      void navigate(-1);
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  return (
    <PageFrame title={t('account.changeMobileTitle')} page="pages/subpack/login/bindMobile">
      {user.info?.mobile && (
        <p className="wallet-intro">{t('account.currentMobile', { mobile: user.info.mobile })}</p>
      )}
      <form
        className="card wallet-form wallet-fields"
        noValidate
        onSubmit={(e) => e.preventDefault()}
      >
        {mc.fields}
        <LoadingButton block color="primary" size="large" shape="rounded" onClick={submit}>
          {t('account.confirmChange')}
        </LoadingButton>
      </form>
    </PageFrame>
  );
});

export default BindMobile;
