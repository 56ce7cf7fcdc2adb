/** An audit row's before/after: the changed fields first as a table, then both sides as JSON. */
import { Empty, Table, Typography } from 'antd';
import { useTranslation } from '../../core/i18n';
import type { AuditEntry } from '../../../shared/contract/ops';
import { diffRows, prettyJson, type DiffRow } from './json-diff';
import './strings';

export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const rows = diffRows(entry.before, entry.after);
  if (rows.length === 0) return <Empty description={t('console.audit.noChange')} />;
  return (
    <div data-testid="audit-diff">
      <Table<DiffRow>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={rows}
        rowClassName={(r) => (r.changed ? 'console-diff__changed' : '')}
        columns={[
          {
            title: t('console.audit.field'),
            dataIndex: 'field',
            width: 200,
            className: 'console-mono',
          },
          {
            title: t('console.audit.before'),
            dataIndex: 'before',
            className: 'console-mono',
            render: (v?: string) => v ?? '—',
          },
          {
            title: t('console.audit.after'),
            dataIndex: 'after',
            className: 'console-mono',
            render: (v?: string) => v ?? '—',
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('console.audit.rawJson')}
      </Typography.Title>
      <div className="console-diff">
        <div>
          <Typography.Text type="secondary">{t('console.audit.before')}</Typography.Text>
          <pre>{prettyJson(entry.before) || '—'}</pre>
        </div>
        <div>
          <Typography.Text type="secondary">{t('console.audit.after')}</Typography.Text>
          <pre>{prettyJson(entry.after) || '—'}</pre>
        </div>
      </div>
    </div>
  );
}
