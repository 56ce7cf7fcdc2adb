/**
 * A decision with a reason its user reads (reject, hide, stop): a reason code from a list and an
 * optional note, a hint saying what will happen; the server's refusal shown on its field or
 * above the form. Closes when the call succeeded. The test ids are `<testId>-form`, `-select`,
 * `-note` and `-ok`.
 */
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../core/i18n';
import { useServerSubmit } from './server-submit';
import './strings';

export function ReasonDialog<R extends string>({
  title,
  hint,
  okText,
  reasons,
  notePlaceholder,
  testId,
  onSubmit,
  onClose,
}: {
  title: string;
  hint: string;
  okText: string;
  reasons: readonly { value: R; label: string }[];
  notePlaceholder?: string;
  testId: string;
  onSubmit: (v: { reason: R; note: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: R; note?: string }>();
  const submit = useServerSubmit(form, (name) => name === 'reason' || name === 'note');
  const ok = async () => {
    const done = await submit.run((v) =>
      onSubmit({ reason: v.reason, note: (v.note ?? '').trim() }),
    );
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('console.reasonDialog.cancel')}
      okButtonProps={{ danger: true, 'data-testid': `${testId}-ok` }}
      confirmLoading={submit.pending}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon title={hint} style={{ marginBottom: 16 }} />
      {submit.error && <Alert type="error" title={submit.error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" data-testid={`${testId}-form`}>
        <Form.Item
          name="reason"
          label={t('console.reasonDialog.reason')}
          rules={[{ required: true, message: t('console.reasonDialog.reasonRequired') }]}
        >
          <Select data-testid={`${testId}-select`} options={[...reasons]} />
        </Form.Item>
        <Form.Item name="note" label={t('console.reasonDialog.note')}>
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={notePlaceholder}
            data-testid={`${testId}-note`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
