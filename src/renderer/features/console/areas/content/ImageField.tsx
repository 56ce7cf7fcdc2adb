/** One image of a content form: a preview and an upload through `/api/ops/content/upload`. */
import { App, Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { contentApi } from './api';
import './strings';

export function ImageField({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (url: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center">
      {value ? <Image src={value} width={120} height={60} style={{ objectFit: 'cover' }} /> : null}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          contentApi
            .upload(file)
            .then((r) => onChange?.(r.url))
            .catch((e: Error) =>
              message.error(t('console.content.uploadFailed', { reason: e.message })),
            )
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button loading={busy} data-testid={testId}>
          {busy ? t('console.content.uploading') : t('console.content.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
