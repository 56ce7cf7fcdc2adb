/**
 * WeChat binding: the status from /api/user/bindCheck. Binding asks the server for the
 * authorize URL (/api/v3/thirdPartyCheckRedirect, platform wechat), remembers its state
 * (features/account/social-intent.ts) and leaves the app for it; the provider returns to thirdLogin,
 * which passes a remembered state on to binding-wechat-success. Unbinding asks first.
 */
import '../../wallet/strings/wallet';
import '../strings/social';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { rememberBindState, stateOf } from '../social-intent';
import * as accountApi from '../api';
import { reportFailure, unwrap, useLoad } from '../../../core/data';
import { confirm, ErrorState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import '../account.css';

const RETURN = '/pages/subpack1/set/binding-wechat-success';

export default function BindingWechat() {
  const { t } = useTranslation();
  const load = useLoad(() => unwrap(accountApi.bindCheck()), []);

  const bind = async () => {
    try {
      const res = await accountApi.thirdPartyRedirect('wechat', RETURN);
      const url = res.data?.authorize_url;
      if (!url) return;
      rememberBindState(stateOf(url));
      window.location.href = url;
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  const unbind = async () => {
    if (!(await confirm(t('social.unbindConfirm')))) return;
    try {
      await unwrap(accountApi.unbindWechat());
      toast(t('social.unbound'));
      await load.reload();
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!load.data)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  else {
    const bound = load.data.wechat_bound;
    body = (
      <>
        <section className="card acct-center" data-testid="wechat-status" data-bound={bound}>
          <div className={bound ? 'acct-badge acct-badge--ok' : 'acct-badge'} aria-hidden="true">
            {bound ? '✓' : 'W'}
          </div>
          <h2 className="acct-title">{bound ? t('social.bound') : t('social.notBound')}</h2>
          {bound && load.data.nickname && (
            <p className="acct-muted">{t('social.boundAs', { name: load.data.nickname })}</p>
          )}
          <p className="acct-muted">{t('social.bindHint')}</p>
        </section>
        <div className="acct-actions">
          {bound ? (
            <LoadingButton block size="large" shape="rounded" onClick={unbind}>
              {t('social.unbind')}
            </LoadingButton>
          ) : (
            <LoadingButton block color="primary" size="large" shape="rounded" onClick={bind}>
              {t('social.bindNow')}
            </LoadingButton>
          )}
        </div>
      </>
    );
  }

  return (
    <PageFrame title={t('social.bindTitle')} page="pages/subpack1/set/binding-wechat">
      {body}
    </PageFrame>
  );
}
