/**
 * Profile: avatar (pick an image → upload → update_user_info), nickname (→ user-name), the
 * masked mobile (→ change mobile) and the invite code (copy). Needs login: the info call sends
 * the user to login without a token.
 */
import '../../wallet/strings/wallet';
import '../strings/account';
import '../strings/invite';
import { List, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as accountApi from '../api';
import { reportFailure, useLoad } from '../../../core/data';
import { copyText } from '../../../core/platform/copy';
import { useStores } from '../../../core/stores/context';
import { ErrorState, PageFrame, toast } from '../../../core/ui';
import { UPLOAD_MAX_BYTES } from '../../../../shared/contract';
import '../account.css';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const UserInfoPage = observer(function UserInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, config } = useStores();
  // the server's upload limit (public config, console settings); the default until it loads
  const maxBytes = config.config?.upload_max_bytes ?? UPLOAD_MAX_BYTES;
  const load = useLoad(() => user.loadInfo(), [user]);
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const info = user.info;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || uploading) return;
    if (!TYPES.includes(file.type)) return toast(t('account.avatarType'));
    if (file.size > maxBytes) {
      return toast(t('account.avatarTooLarge', { mb: +(maxBytes / 1024 / 1024).toFixed(1) }));
    }
    setUploading(true);
    try {
      const up = await accountApi.uploadImage(file, file.name);
      if (!up.data?.url) return;
      const res = await accountApi.updateUserInfo({ avatar: up.data.url });
      if (res.data) user.setInfo(res.data);
      else await user.loadInfo();
      toast(t('account.avatarSaved'));
    } catch (err) {
      reportFailure(err, { fallbackKey: 'wallet.networkError' });
    } finally {
      setUploading(false);
    }
  };

  let body;
  if (!info && load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!info)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  else
    body = (
      <List className="card acct-list">
        <List.Item
          onClick={() => fileRef.current?.click()}
          extra={
            <span className="acct-avatar-cell">
              <img
                className="acct-avatar"
                src={info.avatar || '/media/gen/avatar/default.svg'}
                alt={t('account.avatar')}
              />
              {uploading && <span className="acct-muted">{t('account.uploading')}</span>}
            </span>
          }
        >
          {t('account.avatar')}
        </List.Item>
        <List.Item
          onClick={() => void navigate('/pages/subpack1/set/user-name')}
          extra={<span data-testid="info-nickname">{info.nickname}</span>}
        >
          {t('account.nickname')}
        </List.Item>
        <List.Item
          onClick={() => void navigate('/pages/subpack/login/bindMobile')}
          extra={info.mobile}
        >
          {t('account.mobile')}
        </List.Item>
        <List.Item
          arrowIcon={false}
          extra={
            <span className="acct-copy-cell">
              <span>{info.invite_code || '-'}</span>
              {info.invite_code && (
                <button
                  type="button"
                  className="ui-text-button"
                  onClick={() =>
                    void copyText(
                      info.invite_code,
                      () => toast(t('invite.copied')),
                      () => toast(t('invite.copyFailed')),
                    )
                  }
                >
                  {t('invite.copy')}
                </button>
              )}
            </span>
          }
        >
          {t('invite.myCode')}
        </List.Item>
      </List>
    );

  return (
    <PageFrame title={t('account.profileTitle')} page="pages/subpack1/set/user-info">
      {body}
      <input
        ref={fileRef}
        type="file"
        accept={TYPES.join(',')}
        hidden
        data-testid="avatar-input"
        aria-label={t('account.avatar')}
        onChange={(e) => void onFile(e)}
      />
    </PageFrame>
  );
});

export default UserInfoPage;
