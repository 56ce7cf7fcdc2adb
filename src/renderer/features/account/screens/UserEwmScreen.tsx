/**
 * QR card (spec §2 `set/user-ewm`, issue 25): the user's avatar and nickname, the QR code of the
 * invitation link (from /api/user/get_invite_code, made absolute — a friend's phone scans it),
 * the invite code and the link with copy buttons. "Save QR card" draws the whole card as one PNG
 * (./qr-card) and saves it through the kernel's saveImage: a download where the platform allows
 * it; in WeChat and on iOS the picture is shown under the card with the long-press hint.
 */
import '../strings/invite';
import { Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { absoluteUrl } from '../query';
import * as accountApi from '../api';
import { renderQrCard } from '../qr-card';
import { unwrap, useLoad } from '../../../core/data';
import { copyText } from '../../../core/platform/copy';
import { qrSvg } from '../../../core/platform/qr';
import { saveImage } from '../../../core/platform/save-image';
import { useStores } from '../../../core/stores/context';
import { ErrorState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import '../account.css';

const DEFAULT_AVATAR = '/media/gen/avatar/default.svg';

const UserEwm = observer(function UserEwm() {
  const { t } = useTranslation();
  const { user } = useStores();
  const load = useLoad(() => unwrap(accountApi.getInviteCode()), []);
  const code = load.data?.invite_code ?? '';
  const url = load.data ? absoluteUrl(load.data.invite_url) : '';
  const nickname = user.info?.nickname ?? '';
  const avatar = user.info?.avatar || DEFAULT_AVATAR;

  const [svg, setSvg] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  // the card's picture, shown where it must be saved by pressing and holding it
  const [longPressPng, setLongPressPng] = useState<string | null>(null);
  const pictureRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // the picture appears under the card: bring it into view
    if (longPressPng)
      pictureRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [longPressPng]);
  useEffect(() => {
    if (!url) return;
    let live = true;
    setLongPressPng(null);
    qrSvg(url).then(
      (s) => live && setSvg(s),
      () => live && setQrFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const copy = (text: string) =>
    void copyText(
      text,
      () => toast(t('invite.copied')),
      () => toast(t('invite.copyFailed')),
    );

  const save = async () => {
    try {
      const png = await renderQrCard({
        link: url,
        code,
        nickname,
        avatar,
        hint: t('invite.scanHint'),
        codeLabel: t('invite.myCode'),
      });
      const result = await saveImage({ filePath: png, fileName: `invite-${code}.png` });
      if (result.saved) {
        toast(t('invite.saved'));
      } else {
        setLongPressPng(png);
        toast(t('invite.longPressHint'));
      }
    } catch (e) {
      toast(t('invite.saveFailed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!load.data)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else {
    body = (
      <>
        <section className="card acct-ewm" data-testid="ewm-card">
          <div className="acct-ewm__who">
            <img className="acct-avatar" src={avatar} alt={nickname} />
            <div>
              <p className="acct-ewm__name">{nickname}</p>
              <p className="acct-muted">{t('invite.scanHint')}</p>
            </div>
          </div>
          <div className="acct-ewm__qr-box">
            {svg ? (
              <div
                className="acct-ewm__qr"
                role="img"
                aria-label={t('invite.qrAlt')}
                data-testid="invite-qr"
                data-qr-text={url}
                // markup made by the qrcode package from our own link
                dangerouslySetInnerHTML={{ __html: svg }}
              />
            ) : (
              <p className="acct-muted" role={qrFailed ? 'alert' : undefined}>
                {qrFailed ? t('invite.qrFailed') : t('common.loading')}
              </p>
            )}
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
          <p className="acct-muted acct-ewm__label">{t('invite.cardHint')}</p>
        </section>
        <div className="acct-ewm__save">
          <LoadingButton
            block
            color="primary"
            shape="rounded"
            data-testid="save-qr-card"
            onClick={save}
          >
            {t('invite.saveCard')}
          </LoadingButton>
        </div>
        {longPressPng && (
          <section
            ref={pictureRef}
            className="card acct-ewm acct-ewm__picture"
            aria-labelledby="acct-ewm-lp"
          >
            <p id="acct-ewm-lp" className="acct-ewm__name" role="status">
              {t('invite.longPressHint')}
            </p>
            <img src={longPressPng} alt={t('invite.longPressAlt')} data-testid="qr-card-picture" />
          </section>
        )}
      </>
    );
  }

  return (
    <PageFrame title={t('invite.qrTitle')} page="pages/subpack1/set/user-ewm">
      {body}
    </PageFrame>
  );
});

export default UserEwm;
