/**
 * My invitations: my invite code and link (copy), then the users I invited, paged with
 * infinite scroll (/api/user/get_invite_user_list).
 */
import '../strings/invite';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { absoluteUrl } from '../query';
import * as accountApi from '../api';
import { unwrap, useLoad, usePaged } from '../../../core/data';
import { copyText } from '../../../core/platform/copy';
import { EmptyState, ListView, PageFrame, toast } from '../../../core/ui';
import { formatDate } from '../../../core/i18n/format';
import '../account.css';

export default function Invitation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = useLoad(() => unwrap(accountApi.getInviteCode()), []);
  const list = usePaged(({ page }) => unwrap(accountApi.getInviteUserList(page)), []);
  const copy = (text: string) =>
    void copyText(
      text,
      () => toast(t('invite.copied')),
      () => toast(t('invite.copyFailed')),
    );
  const date = (s: number) => formatDate(s);

  return (
    <PageFrame title={t('invite.title')} page="pages/subpack/login/invitation">
      <section className="card acct-invite">
        {code.data ? (
          <>
            <p className="acct-muted">{t('invite.myCode')}</p>
            <div className="acct-invite__row">
              <span className="acct-invite__code" data-testid="invite-code">
                {code.data.invite_code}
              </span>
              <button
                type="button"
                className="acct-pill"
                onClick={() => copy(code.data?.invite_code ?? '')}
              >
                {t('invite.copyCode')}
              </button>
            </div>
            <p className="acct-ewm__url">{absoluteUrl(code.data.invite_url)}</p>
            <button
              type="button"
              className="acct-pill"
              onClick={() => copy(absoluteUrl(code.data?.invite_url ?? ''))}
            >
              {t('invite.copyLink')}
            </button>
          </>
        ) : code.status === 'error' ? (
          <button type="button" className="ui-text-button" onClick={code.retry}>
            {t('common.loadFailedRetry')}
          </button>
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
      </section>
      <h2 className="wallet-section-title wallet-section-title--bare">
        {t('invite.invited', { n: list.total })}
      </h2>
      <ListView
        state={list}
        itemKey={(u, i) => `${u.registered_at}-${i}`}
        empty={
          <EmptyState
            title={t('invite.none')}
            actionText={t('invite.showCard')}
            onAction={() => void navigate('/pages/subpack1/set/user-ewm')}
          />
        }
        render={(u) => (
          <div className="acct-invitee">
            <img
              className="acct-avatar acct-avatar--sm"
              src={u.avatar || '/media/gen/avatar/default.svg'}
              alt={u.nickname || t('invite.cancelledUser')}
            />
            <div className="acct-invitee__main">
              <p className="acct-invitee__name">{u.nickname || t('invite.cancelledUser')}</p>
              <p className="acct-muted">{u.mobile}</p>
            </div>
            <time className="acct-muted" dateTime={new Date(u.registered_at * 1000).toISOString()}>
              {date(u.registered_at)}
            </time>
          </div>
        )}
      />
    </PageFrame>
  );
}
