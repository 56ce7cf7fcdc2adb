/**
 * More settings (mine → settings). Account rows need login and are hidden without it; language,
 * cache, about and the agreement are for everyone. The version check asks
 * /api/version/check_version: "up to date" as a toast, otherwise the release notes in a modal.
 */
// antd-mobile's imperative show() needs its React 19 render shim
import '../../wallet/strings/wallet';
import '../strings/settings';
import '../../../core/ui/antd-shim';
import { ActionSheet, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '../../../../shared/constants';
import * as configApi from '../../../core/api/config';
import { currentLanguage, setLanguage, type Language } from '../../../core/i18n';
import { useStores } from '../../../core/stores/context';
import { alert, confirm, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure } from '../../../core/data';
import '../account.css';

const S = '/pages/subpack1/set';

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', en: 'English' };

const Settings = observer(function Settings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const go = (path: string) => void navigate(path);
  const lang = currentLanguage();

  const pickLanguage = () => {
    const handler = ActionSheet.show({
      cancelText: t('common.cancel'),
      actions: (Object.keys(LANGUAGE_NAMES) as Language[]).map((l) => ({
        key: l,
        text: LANGUAGE_NAMES[l],
        bold: l === lang,
        onClick: () => {
          handler.close();
          void setLanguage(l);
        },
      })),
    });
  };

  const checkUpdate = async () => {
    try {
      const res = await configApi.checkVersion('h5');
      const v = res.data;
      if (!v?.has_update) {
        toast(t('settings.upToDate'));
        return;
      }
      await alert(v.notes || t('settings.newVersionHint'), {
        title: t('settings.newVersion', { version: v.latest_version }),
      });
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  const logout = async () => {
    if (!(await confirm(t('settings.logoutConfirm')))) return;
    await user.logout();
    toast(t('settings.loggedOut'));
    void navigate('/pages/user/user', { replace: true });
  };

  return (
    <PageFrame title={t('settings.title')} page="pages/subpack1/set/set">
      {user.hasLogin && (
        <List header={t('settings.account')} className="card acct-list">
          <List.Item onClick={() => go(`${S}/user-info`)}>{t('settings.profile')}</List.Item>
          <List.Item onClick={() => go(`${S}/user-id-card`)}>{t('settings.realName')}</List.Item>
          <List.Item onClick={() => go(`${S}/pay-pwd`)}>{t('settings.payPassword')}</List.Item>
          <List.Item onClick={() => go('/pages/subpack1/pay-model/bankCardList')}>
            {t('settings.bankCards')}
          </List.Item>
          <List.Item onClick={() => go('/pages/subpack/address/address')}>
            {t('settings.addresses')}
          </List.Item>
          <List.Item onClick={() => go(`${S}/binding-wechat`)}>
            {t('settings.bindWechat')}
          </List.Item>
          <List.Item
            onClick={() => go('/pages/subpack/login/bindMobile')}
            extra={user.info?.mobile}
          >
            {t('settings.changeMobile')}
          </List.Item>
          <List.Item onClick={() => go(`${S}/user-ewm`)}>{t('settings.qrCard')}</List.Item>
        </List>
      )}
      <List header={t('settings.general')} className="card acct-list">
        <List.Item onClick={pickLanguage} extra={LANGUAGE_NAMES[lang]}>
          {t('settings.language')}
        </List.Item>
        <List.Item onClick={() => go(`${S}/clear-cache`)}>{t('settings.clearCache')}</List.Item>
        <List.Item onClick={() => go('/pages/subpack/agreement/agreement')}>
          {t('settings.agreement')}
        </List.Item>
        <List.Item
          arrowIcon={false}
          description={t('settings.version', { version: APP_VERSION })}
          extra={
            <LoadingButton size="small" color="primary" fill="outline" onClick={checkUpdate}>
              {t('settings.checkUpdate')}
            </LoadingButton>
          }
        >
          {t('settings.about')}
        </List.Item>
      </List>
      {user.hasLogin && (
        <>
          <List className="card acct-list">
            <List.Item onClick={() => go('/pages/subpack2/cancel/cancel')}>
              {t('settings.cancelAccount')}
            </List.Item>
          </List>
          <div className="acct-actions">
            <LoadingButton block size="large" shape="rounded" onClick={logout}>
              {t('settings.logout')}
            </LoadingButton>
          </div>
        </>
      )}
    </PageFrame>
  );
});

export default Settings;
