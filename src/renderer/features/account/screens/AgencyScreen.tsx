/**
 * Agent page. Needs login and the agent right (spec sections 6 and 8; ARCHITECTURE.md "Roles"):
 * logged out, a failed (network) rights call, or no agent right → the 'insufficient permission'
 * modal, then the home tab. With the right: the agent's summary (people invited, invite code)
 * and the way to the invitation list.
 */
import '../strings/account';
import '../strings/invite';
import { Button, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { HOME_TAB } from '../../../../shared/constants';
import { heldRights } from '../rights';
import * as accountApi from '../api';
import { useStores } from '../../../core/stores/context';
import { alert, PageFrame } from '../../../core/ui';
import { ApiError, unwrap } from '../../../core/data';
import '../account.css';

interface Summary {
  invited: number;
  code: string;
}

const Agency = observer(function Agency() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [summary, setSummary] = useState<Summary | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const deny = async () => {
      await alert(t('account.insufficientPermission'));
      void navigate(`/${HOME_TAB}`, { replace: true });
    };
    if (!user.hasLogin) {
      void deny();
      return;
    }
    void (async () => {
      try {
        const access = await unwrap(accountApi.getSellerAccess());
        if (!heldRights(access).has('agent')) return void (await deny());
        const [list, code] = await Promise.all([
          unwrap(accountApi.getInviteUserList(1, 1)),
          unwrap(accountApi.getInviteCode()),
        ]);
        setSummary({ invited: list.total, code: code.invite_code });
      } catch (e) {
        // 401 (token revoked) goes to login through the wrapper; everything else is the modal.
        if (ApiError.from(e).kind === 'auth') return;
        await deny();
      }
    })();
  }, [user, navigate, t]);

  return (
    <PageFrame title={t('account.agency.title')} page="pages/subpack/agency/agency">
      {summary ? (
        <>
          <section className="wallet-hero" data-testid="agency-summary">
            <p className="wallet-hero__label">{t('account.agency.invited')}</p>
            <p className="wallet-hero__value" data-testid="agency-invited">
              {summary.invited}
            </p>
            <dl className="wallet-hero__items">
              <div>
                <dt>{t('invite.myCode')}</dt>
                <dd>{summary.code}</dd>
              </div>
            </dl>
          </section>
          <div className="acct-actions">
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              onClick={() => void navigate('/pages/subpack/login/invitation')}
            >
              {t('account.agency.viewInvitations')}
            </Button>
            <Button
              block
              size="large"
              shape="rounded"
              onClick={() => void navigate('/pages/subpack1/set/user-ewm')}
            >
              {t('invite.showCard')}
            </Button>
          </div>
        </>
      ) : (
        <div className="card wallet-form" aria-busy="true">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
    </PageFrame>
  );
});

export default Agency;
