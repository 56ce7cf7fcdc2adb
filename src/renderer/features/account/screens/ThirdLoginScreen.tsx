/**
 * Social return page (the provider's only callback): a state remembered by the binding page
 * goes on to binding-wechat-success; otherwise `code` and `state` → /api/socials/login, once.
 * A known account is logged in (→ login_success, which returns to the saved page); an unknown one goes on to
 * `exchange?bind_token=` to link a mobile account.
 */
import '../strings/social';
import { Button, DotLoading } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { returnParam } from '../query';
import { takeBindState } from '../social-intent';
import * as accountApi from '../api';
import { LOGIN_SUCCESS_PAGE } from '../AuthForms';
import { useStores } from '../../../core/stores/context';
import { PageFrame } from '../../../core/ui';
import { ApiError, unwrap } from '../../../core/data';
import '../account.css';

const ThirdLogin = observer(function ThirdLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const code = returnParam(params, 'code');
  const state = returnParam(params, 'state');
  const [failed, setFailed] = useState(!code);
  const [message, setMessage] = useState('');
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    if (takeBindState(state)) {
      const q = new URLSearchParams({ code, state });
      void navigate(`/pages/subpack1/set/binding-wechat-success?${q.toString()}`, {
        replace: true,
      });
      return;
    }
    unwrap(accountApi.socialLogin({ code, state }))
      .then((d) => {
        if (d && !d.need_bind && d.token) {
          user.setSession(d.token, d.user_info);
          void navigate(`/${LOGIN_SUCCESS_PAGE}`, { replace: true });
        } else if (d?.need_bind) {
          void navigate(
            `/pages/subpack2/thirdLogin/exchange?bind_token=${encodeURIComponent(d.bind_token)}`,
            { replace: true },
          );
        } else {
          setFailed(true);
          setMessage('');
        }
      })
      .catch((e: unknown) => {
        setFailed(true);
        setMessage(ApiError.from(e).message);
      });
  }, [code, state, user, navigate]);

  return (
    <PageFrame title={t('social.loginTitle')} page="pages/subpack2/thirdLogin/thirdLogin">
      <section className="card acct-center" data-testid="third-login" data-failed={failed}>
        {failed ? (
          <>
            <div className="acct-badge" aria-hidden="true">
              !
            </div>
            <h2 className="acct-title">{t('social.loginFailed')}</h2>
            {message && <p className="acct-muted">{message}</p>}
          </>
        ) : (
          <p role="status">
            <DotLoading /> {t('social.loggingIn')}
          </p>
        )}
      </section>
      {failed && (
        <div className="acct-actions">
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => void navigate('/pages/login/login', { replace: true })}
          >
            {t('social.backToLogin')}
          </Button>
        </div>
      )}
    </PageFrame>
  );
});

export default ThirdLogin;
