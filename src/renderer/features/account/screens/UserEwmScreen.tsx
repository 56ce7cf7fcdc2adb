/**
 * QR card. Decision: the card shows the invite code large, the invite link and copy buttons;
 * no QR image is drawn (a correct QR encoder is more than this screen should carry, and the
 * link and code are what a friend types or pastes). The invite link comes from
 * /api/user/get_invite_code.
 */
import '../strings/invite';
import { Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../query';
import * as accountApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { copyText } from '../../../core/platform/copy';
import { useStores } from '../../../core/stores/context';
import { ErrorState, PageFrame, toast } from '../../../core/ui';
import '../account.css';

const UserEwm = observer(function UserEwm() {
  const { t } = useTranslation();
  const { user } = useStores();
  const load = useLoad(() => unwrap(accountApi.getInviteCode()), []);
  const copy = (text: string) =>
    void copyText(
      text,
      () => toast(t('invite.copied')),
      () => toast(t('invite.copyFailed')),
    );

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!load.data)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else {
    const code = load.data.invite_code;
    const url = absoluteUrl(load.data.invite_url);
    body = (
      <section className="card acct-ewm" data-testid="ewm-card">
        <div className="acct-ewm__who">
          <img
            className="acct-avatar"
            src={user.info?.avatar || '/media/gen/avatar/default.svg'}
            alt={user.info?.nickname ?? ''}
          />
          <div>
            <p className="acct-ewm__name">{user.info?.nickname}</p>
            <p className="acct-muted">{t('invite.cardHint')}</p>
          </div>
        </div>
        <p className="acct-muted">{t('invite.myCode')}</p>
        <p className="acct-ewm__code" data-testid="invite-code">
          {code}
        </p>
        <button type="button" className="acct-pill" onClick={() => copy(code)}>
          {t('invite.copyCode')}
        </button>
        <p className="acct-muted acct-ewm__label">{t('invite.link')}</p>
        <p className="acct-ewm__url">{url}</p>
        <button type="button" className="acct-pill" onClick={() => copy(url)}>
          {t('invite.copyLink')}
        </button>
      </section>
    );
  }

  return (
    <PageFrame title={t('invite.qrTitle')} page="pages/subpack1/set/user-ewm">
      {body}
    </PageFrame>
  );
});

export default UserEwm;
