/**
 * Return page of the WeChat authorize step when binding: `code` and `state` from the query go
 * to /api/user/bind_wechat once (a reload does not send the code twice), then the result.
 */
import '../strings/social';
import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { returnParam } from '../query';
import * as accountApi from '../api';
import { PageFrame } from '../../../core/ui';
import { ApiError, unwrap } from '../../../core/data';
import '../account.css';

type State = 'working' | 'done' | 'failed';

export default function BindingWechatSuccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = returnParam(params, 'code');
  const stateParam = returnParam(params, 'state');
  const [state, setState] = useState<State>(code ? 'working' : 'failed');
  const [message, setMessage] = useState('');
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    unwrap(accountApi.bindWechat(code, stateParam)).then(
      () => setState('done'),
      (e: unknown) => {
        setState('failed');
        setMessage(ApiError.from(e).message);
      },
    );
  }, [code, stateParam]);

  return (
    <PageFrame
      title={t('social.bindTitle')}
      page="pages/subpack1/set/binding-wechat-success"
      homePath="/pages/subpack1/set/set"
    >
      <section className="card acct-center" data-testid="bind-result" data-state={state}>
        {state === 'working' ? (
          <p role="status">
            <DotLoading /> {t('social.binding')}
          </p>
        ) : (
          <>
            <div
              className={state === 'done' ? 'acct-badge acct-badge--ok' : 'acct-badge'}
              aria-hidden="true"
            >
              {state === 'done' ? '✓' : '!'}
            </div>
            <h2 className="acct-title">
              {state === 'done' ? t('social.bindSuccess') : t('social.bindFailed')}
            </h2>
            {message && <p className="acct-muted">{message}</p>}
          </>
        )}
      </section>
      {state !== 'working' && (
        <div className="acct-actions">
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => void navigate('/pages/subpack1/set/binding-wechat', { replace: true })}
          >
            {t('social.backToBinding')}
          </Button>
        </div>
      )}
    </PageFrame>
  );
}
