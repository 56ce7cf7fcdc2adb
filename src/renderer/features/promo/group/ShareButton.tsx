import { useTranslation } from '../../../core/i18n';
import { copyText } from '../../../core/platform/copy';
import { alert, LoadingButton, toast } from '../../../core/ui';
import '../strings/group';

export interface ShareButtonProps {
  /** the link to share (absolute) */
  url: string;
  title: string;
  text: string;
}

/**
 * Shares a group: the Web Share API where the browser has it, else the link copied to the
 * clipboard (the clipboard helper of the order screens), else the link in a dialog to copy by
 * hand. Cancelling the share sheet is not a failure.
 */
export function ShareButton({ url, title, text }: ShareButtonProps) {
  const { t } = useTranslation();

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // not allowed here (no user activation, insecure origin): copy instead
      }
    }
    await copyText(
      `${text} ${url}`,
      () => toast(t('promoGroup.shareCopied')),
      () => void alert(url, { title: t('promoGroup.shareManual') }),
    );
  };

  return (
    <LoadingButton
      block
      color="primary"
      fill="outline"
      shape="rounded"
      onClick={share}
      data-testid="group-share"
    >
      {t('promoGroup.share')}
    </LoadingButton>
  );
}
