/** Nickname: 1–20 characters (trimmed) → update_user_info, then the info is reloaded. */
import '../../wallet/strings/wallet';
import '../strings/account';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../fields';
import * as accountApi from '../api';
import { useStores } from '../../../core/stores/context';
import { LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrap } from '../../../core/data';
import '../account.css';

const NICKNAME_MAX = 20;

const UserName = observer(function UserName() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [name, setName] = useState(user.info?.nickname ?? '');
  const [touched, setTouched] = useState(false);
  // Opened directly: fill the field once the info arrives, unless the user typed already.
  useEffect(() => {
    user
      .loadInfo()
      .then(() => setName((n) => n || user.info?.nickname || ''))
      .catch(() => undefined);
  }, [user]);
  const length = [...name.trim()].length;
  const error =
    length < 1 || length > NICKNAME_MAX ? t('account.nicknameRule', { max: NICKNAME_MAX }) : '';

  const save = async () => {
    setTouched(true);
    if (error) return;
    try {
      await unwrap(accountApi.updateUserInfo({ nickname: name.trim() }));
      await user.loadInfo().catch(() => undefined);
      toast(t('account.saved'));
      void navigate(-1);
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  return (
    <PageFrame title={t('account.nicknameTitle')} page="pages/subpack1/set/user-name">
      <form
        className="card wallet-form wallet-fields"
        noValidate
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          id="nickname"
          label={t('account.nickname')}
          value={name}
          maxLength={NICKNAME_MAX * 2}
          clearable
          placeholder={t('account.nicknamePlaceholder')}
          onChange={setName}
          onBlur={() => setTouched(true)}
          error={error}
          show={touched}
        />
        <p className="acct-muted">{t('account.nicknameCount', { n: length, max: NICKNAME_MAX })}</p>
        <LoadingButton block color="primary" size="large" shape="rounded" onClick={save}>
          {t('account.save')}
        </LoadingButton>
      </form>
    </PageFrame>
  );
});

export default UserName;
