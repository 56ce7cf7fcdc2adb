/**
 * A decision with a reason users read (issue 23, moderation): the reason code and the operator's
 * note, a hint saying what will happen; the server's refusal shown on its field or above.
 */
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { MODERATION_REASONS, type ModerationReason } from '../../../../../shared/rules/moderation';
import { ApiError, fieldOf } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import './strings';

interface Values {
  reason: ModerationReason;
  note?: string;
}

export function ReasonModal({
  title,
  hint,
  okText,
  reasons = MODERATION_REASONS,
  onSubmit,
  onClose,
}: {
  title: string;
  hint: string;
  okText: string;
  reasons?: readonly ModerationReason[];
  onSubmit: (v: { reason: ModerationReason; note: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setError(null);
    setPending(true);
    try {
      await onSubmit({ reason: v.reason, note: (v.note ?? '').trim() });
      onClose();
    } catch (err) {
      const e = ApiError.from(err);
      const field = fieldOf(e.message);
      if (field === 'reason' || field === 'note') {
        form.setFields([{ name: field, errors: [e.message.slice(field.length + 1).trim()] }]);
      } else setError(e.message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('console.moderation.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'mod-reason-ok' }}
      confirmLoading={pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon title={hint} style={{ marginBottom: 16 }} />
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" data-testid="mod-reason-form">
        <Form.Item
          name="reason"
          label={t('console.moderation.reason')}
          rules={[{ required: true, message: t('console.moderation.reasonRequired') }]}
        >
          <Select
            data-testid="mod-reason-select"
            options={reasons.map((r) => ({
              value: r,
              label: t(dynamicKey('console.moderation.reasons', r)),
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('console.moderation.note')}>
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={t('console.moderation.notePlaceholder')}
            data-testid="mod-reason-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The reason of a decision as the console shows it: code name, then the note. */
export function ReasonText({ code, note }: { code: string; note: string }) {
  const { t } = useTranslation();
  if (!code && !note) return <>—</>;
  const head = code ? t(dynamicKey('console.moderation.reasons', code)) : '';
  return <>{[head, note].filter(Boolean).join('：')}</>;
}
