/**
 * Pay password: the entry of the pay password steps (features/wallet/pay-pwd-flow.ts). None set:
 * set it after an SMS code (verify-phone-num → pay-pwd2). Set: change it with the old one
 * (pay-pwd-have) or, forgotten, reset it with an SMS code. `?redirect=` passes through every step
 * so a flow that needed the password (withdraw, transfer) continues afterwards.
 */
import '../strings/pay-pwd';
import { Button, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../../core/data';
import { useStores } from '../../../core/stores/context';
import { ErrorState, PageFrame } from '../../../core/ui';
import { safeRedirect, withRedirect } from '../../../core/router/redirect';
import '../account.css';

const S = '/pages/subpack1/set';

const PayPwd = observer(function PayPwd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const load = useLoad(() => user.loadInfo(), [user]);
  const has = user.info?.has_pay_password ?? false;
  const go = (path: string) => void navigate(withRedirect(path, redirect));

  let body;
  if (load.status === 'error' && !user.info) body = <ErrorState onRetry={load.retry} />;
  else if (load.status === 'loading' && !user.info)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  else
    body = (
      <>
        <section className="card wallet-result" data-testid="paypwd-status" data-set={has}>
          <div
            className={
              has ? 'wallet-result__icon' : 'wallet-result__icon wallet-result__icon--muted'
            }
            aria-hidden="true"
          >
            {has ? '✓' : '!'}
          </div>
          <h2 className="wallet-result__title">
            {has ? t('payPwd.isSetTitle') : t('payPwd.notSetTitle')}
          </h2>
          <p className="wallet-result__text">{t('payPwd.usage')}</p>
        </section>
        <div className="wallet-actions wallet-actions--stack">
          {has ? (
            <>
              <Button
                block
                color="primary"
                size="large"
                shape="rounded"
                onClick={() => go(`${S}/pay-pwd-have`)}
              >
                {t('payPwd.change')}
              </Button>
              <Button
                block
                size="large"
                shape="rounded"
                onClick={() => go(`${S}/verify-phone-num?purpose=reset`)}
              >
                {t('payPwd.forgot')}
              </Button>
            </>
          ) : (
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              onClick={() => go(`${S}/verify-phone-num?purpose=set`)}
            >
              {t('payPwd.set')}
            </Button>
          )}
        </div>
        <p className="wallet-note">{t('payPwd.lockNote')}</p>
      </>
    );

  return (
    <PageFrame title={t('payPwd.title')} page="pages/subpack1/set/pay-pwd">
      {body}
    </PageFrame>
  );
});

export default PayPwd;
