/**
 * The audit log (issue 20): every operator write and sign-in, newest first, on the server's
 * paging; filters (operator, action, object type and id, China-time date range) live in the URL
 * query (audit-query.ts) so a search survives a reload and can be shared; a row expands to the
 * object's before/after. Actions are codes rendered in the reader's language.
 */
import { Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { AuditEntry } from '../../../../shared/contract/ops';
import { OPS_AUDIT_ACTIONS } from '../../../../shared/rules/ops-permissions';
import { useLoad } from '../../../core/data';
import { dynamicKey } from '../../../core/i18n/typed';
import { opsApi } from '../api';
import { AuditDiff } from '../AuditDiff';
import {
  AUDIT_PAGE_SIZES,
  auditApiInput,
  auditQueryString,
  chinaDateTime,
  parseAuditQuery,
  type AuditFilters,
} from '../audit-query';
import { useSession } from '../context';
import { LoadFailed } from '../LoadFailed';
import { useUrlList } from '../list-query';
import '../strings';
import { urlPagination } from '../list-query';
import { FilterForm } from '../FilterForm';

interface Draft {
  operator_id?: string;
  action?: string;
  object_type: string;
  object_id: string;
  from: string;
  to: string;
}

function draftOf(f: AuditFilters): Draft {
  return {
    operator_id: f.operator_id ? String(f.operator_id) : undefined,
    action: f.action,
    object_type: f.object_type ?? '',
    object_id: f.object_id ?? '',
    from: f.from ?? '',
    to: f.to ?? '',
  };
}

/** The operator filter: a list of names for who may list operators, else the id. */
function OperatorFilter({
  value,
  onChange,
}: {
  value?: string;
  onChange: (v: string | undefined) => void;
}) {
  const session = useSession();
  const { t } = useTranslation();
  const canList = session.can('operators.manage');
  const operators = useLoad(
    (signal) => (canList ? opsApi.operators(signal) : Promise.resolve(null)),
    [canList],
  );
  if (!canList) {
    return (
      <Input
        style={{ width: 140 }}
        inputMode="numeric"
        placeholder={t('console.audit.operatorId')}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '') || undefined)}
        aria-label={t('console.audit.operatorId')}
      />
    );
  }
  return (
    <Select
      style={{ width: 180 }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('console.audit.operatorPlaceholder')}
      value={value}
      onChange={(v?: string) => onChange(v)}
      loading={operators.status === 'loading'}
      options={(operators.data?.list ?? []).map((o) => ({
        value: String(o.id),
        label: `${o.name} (${o.username})`,
      }))}
      aria-label={t('console.audit.operator')}
      data-testid="audit-filter-operator"
    />
  );
}

const AuditScreen = observer(function AuditScreen() {
  const { t, i18n } = useTranslation();
  const {
    filters,
    query,
    list: log,
    go,
  } = useUrlList(parseAuditQuery, auditQueryString, (f, signal) =>
    opsApi.audit(auditApiInput(f), signal),
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  // the URL changed (back/forward, a shared link): the form shows it
  useEffect(() => setDraft(draftOf(parseAuditQuery(new URLSearchParams(query)))), [query]);
  const search = () =>
    go({
      page: 1,
      limit: filters.limit,
      ...(draft.operator_id ? { operator_id: Number(draft.operator_id) } : {}),
      ...(draft.action ? { action: draft.action } : {}),
      ...(draft.object_type.trim() ? { object_type: draft.object_type.trim() } : {}),
      ...(draft.object_id.trim() ? { object_id: draft.object_id.trim() } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
    });
  // an action code in the reader's language; a code this console does not know yet as itself
  const label = (code: string) =>
    i18n.exists(`console.actions.${code}`)
      ? t(dynamicKey('console.actions', ...code.split('.')))
      : code;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.audit.title')}
      </Typography.Title>
      <FilterForm onSearch={search} testId="audit-filters">
        <Form.Item label={t('console.audit.operator')}>
          <OperatorFilter
            value={draft.operator_id}
            onChange={(v) => setDraft((d) => ({ ...d, operator_id: v }))}
          />
        </Form.Item>
        <Form.Item label={t('console.audit.action')}>
          <Select
            style={{ width: 180 }}
            allowClear
            placeholder={t('console.audit.actionPlaceholder')}
            value={draft.action}
            onChange={(v?: string) => setDraft((d) => ({ ...d, action: v }))}
            options={OPS_AUDIT_ACTIONS.map((a) => ({ value: a, label: label(a) }))}
            aria-label={t('console.audit.action')}
            data-testid="audit-filter-action"
          />
        </Form.Item>
        <Form.Item label={t('console.audit.objectType')}>
          <Input
            style={{ width: 120 }}
            value={draft.object_type}
            onChange={(e) => setDraft((d) => ({ ...d, object_type: e.target.value }))}
            aria-label={t('console.audit.objectType')}
          />
        </Form.Item>
        <Form.Item label={t('console.audit.objectId')}>
          <Input
            style={{ width: 120 }}
            value={draft.object_id}
            onChange={(e) => setDraft((d) => ({ ...d, object_id: e.target.value }))}
            aria-label={t('console.audit.objectId')}
          />
        </Form.Item>
        <Form.Item label={t('console.audit.from')}>
          <Input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            aria-label={t('console.audit.from')}
          />
        </Form.Item>
        <Form.Item label={t('console.audit.to')}>
          <Input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            aria-label={t('console.audit.to')}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('console.audit.search')}
            </Button>
            <Button onClick={() => go({ page: 1, limit: filters.limit })}>
              {t('console.audit.reset')}
            </Button>
          </Space>
        </Form.Item>
      </FilterForm>
      {log.status === 'error' ? (
        <LoadFailed title={t('console.audit.loadError')} error={log.error} retry={log.retry} />
      ) : (
        <Card size="small">
          <Table<AuditEntry>
            rowKey="id"
            size="middle"
            data-testid="audit-table"
            loading={log.loading}
            dataSource={log.data?.list ?? []}
            locale={{ emptyText: t('console.audit.empty') }}
            expandable={{
              expandedRowRender: (entry) => <AuditDiff entry={entry} />,
              rowExpandable: (entry) => entry.before !== null || entry.after !== null,
            }}
            pagination={urlPagination(
              filters,
              log.data?.total ?? 0,
              go,
              AUDIT_PAGE_SIZES,
              (total) => t('console.audit.total', { count: total }),
            )}
            columns={[
              {
                title: t('console.audit.at'),
                dataIndex: 'at',
                width: 190,
                render: (at: number) => <span className="console-mono">{chinaDateTime(at)}</span>,
              },
              {
                title: t('console.audit.operator'),
                dataIndex: 'operator_name',
                render: (name: string, e) =>
                  e.operator_id === null ? (
                    <Typography.Text type="secondary">{t('console.audit.nobody')}</Typography.Text>
                  ) : (
                    <span>
                      {name} <Typography.Text type="secondary">#{e.operator_id}</Typography.Text>
                    </span>
                  ),
              },
              {
                title: t('console.audit.action'),
                dataIndex: 'action',
                render: (code: string) => (
                  <Space size={6}>
                    <Tag color={code.endsWith('_failed') ? 'orange' : 'blue'}>{label(code)}</Tag>
                    <Typography.Text type="secondary" className="console-mono">
                      {code}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('console.audit.object'),
                dataIndex: 'object_type',
                render: (type: string, e) =>
                  type ? (
                    <span className="console-mono">
                      {type}
                      {e.object_id ? ` #${e.object_id}` : ''}
                    </span>
                  ) : (
                    '—'
                  ),
              },
              {
                title: t('console.audit.ip'),
                dataIndex: 'ip',
                render: (ip: string) => <span className="console-mono">{ip}</span>,
              },
            ]}
          />
        </Card>
      )}
    </Space>
  );
});

export default AuditScreen;
