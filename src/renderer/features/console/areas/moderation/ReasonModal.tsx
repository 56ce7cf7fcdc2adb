/**
 * A moderation decision with a reason users read (issue 23): the console's reason dialog with
 * the moderation reason codes; and the reason as the lists show it.
 */
import { useTranslation } from '../../../../core/i18n';
import { MODERATION_REASONS, type ModerationReason } from '../../../../../shared/rules/moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { ReasonDialog } from '../../ReasonDialog';
import './strings';

export interface ReasonAsk {
  title: string;
  hint: string;
  okText: string;
  submit: (v: { reason: ModerationReason; note: string }) => Promise<unknown>;
}

export function ReasonModal({ ask, onClose }: { ask: ReasonAsk; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog<ModerationReason>
      title={ask.title}
      hint={ask.hint}
      okText={ask.okText}
      reasons={MODERATION_REASONS.map((r) => ({
        value: r,
        label: t(dynamicKey('console.moderation.reasons', r)),
      }))}
      notePlaceholder={t('console.moderation.notePlaceholder')}
      testId="mod-reason"
      onSubmit={ask.submit}
      onClose={onClose}
    />
  );
}

/** The reason of a decision as the console shows it: code name, then the note. */
export function ReasonText({ code, note }: { code: string; note: string }) {
  const { t } = useTranslation();
  if (!code && !note) return <>—</>;
  const head = code ? t(dynamicKey('console.moderation.reasons', code)) : '';
  return <>{[head, note].filter(Boolean).join('：')}</>;
}
