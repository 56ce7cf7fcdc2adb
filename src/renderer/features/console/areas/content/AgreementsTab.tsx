/**
 * Agreements and the privacy policy (issue 23, part content): the version in force, the
 * published versions, and publishing a new one (consumers then accept it at their next sign-in).
 */
import { App, Button, Card, Descriptions, Form, Input, Modal, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import {
  CONTENT_CLAUSE_TYPES,
  type ContentClauseType,
  type OpsClause,
} from '../../../../../shared/contract/ops-content';
import { useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, oneOf } from '../../list-query';
import { contentApi } from './api';
import { useOpsChanged } from '../../ops-events';
import { showOnField } from './shared';
import './strings';

interface ClauseForm {
  version: string;
  title: string;
  body: string;
}

export function AgreementsTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const canWrite = useSession().can('content.write');
  const [params, setParams] = useSearchParams();
  const type: ContentClauseType =
    oneOf(params.get('type'), CONTENT_CLAUSE_TYPES) ?? 'user_agreement';
  const clauses = useLoad((signal) => contentApi.clauses(type, signal), [type]);
  // another operator's change re-reads this list (page and open forms are kept)
  useOpsChanged(['content'], () => void clauses.reload());
  const [form] = Form.useForm<ClauseForm>();
  const [saving, setSaving] = useState(false);
  const [viewing, setViewing] = useState<OpsClause | null>(null);
  const typeName = t(dynamicKey('console.content.clause.types', type));
  const publish = (v: ClauseForm) => {
    modal.confirm({
      content: t('console.content.clause.confirm', { type: typeName, version: v.version }),
      onOk: async () => {
        setSaving(true);
        try {
          await contentApi.clausePublish({ type, ...v });
          void message.success(t('console.content.saved'));
          form.resetFields();
          void clauses.reload();
        } catch (err) {
          if (!showOnField(form, err, ['version', 'title', 'body'])) {
            void message.error((err as Error).message);
          }
        } finally {
          setSaving(false);
        }
      },
    });
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Segmented
        value={type}
        onChange={(v) => setParams(new URLSearchParams({ type: String(v) }))}
        options={CONTENT_CLAUSE_TYPES.map((c) => ({
          value: c,
          label: t(dynamicKey('console.content.clause.types', c)),
        }))}
      />
      {clauses.status === 'error' ? (
        <LoadFailed
          title={t('console.content.loadFailed')}
          error={clauses.error}
          retry={clauses.retry}
        />
      ) : (
        <Card loading={clauses.status === 'loading'}>
          <Descriptions
            items={[
              {
                key: 'current',
                label: t('console.content.clause.current'),
                children: <span data-testid="clause-current">{clauses.data?.current}</span>,
              },
            ]}
          />
          <Table<OpsClause>
            rowKey="id"
            dataSource={clauses.data?.list ?? []}
            pagination={false}
            locale={{ emptyText: t('console.content.clause.none') }}
            columns={[
              { title: t('console.content.clause.version'), dataIndex: 'version', width: 120 },
              {
                title: t('console.content.clause.name'),
                dataIndex: 'title',
                render: (v: string, c) => (
                  <Button type="link" onClick={() => setViewing(c)}>
                    {v}
                  </Button>
                ),
              },
              {
                title: t('console.content.clause.publishedAt'),
                width: 180,
                render: (_, c) => chinaDateTime(c.published_at),
              },
            ]}
          />
        </Card>
      )}
      {canWrite && (
        <Card title={t('console.content.clause.publish')}>
          <Form<ClauseForm> form={form} layout="vertical" onFinish={publish}>
            <Form.Item
              name="version"
              label={t('console.content.clause.version')}
              extra={t('console.content.clause.versionHelp')}
              rules={[
                { required: true, message: t('console.content.required') },
                { pattern: /^\d{1,4}(\.\d{1,4}){0,3}$/ },
              ]}
            >
              <Input maxLength={20} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              name="title"
              label={t('console.content.clause.name')}
              rules={[{ required: true, message: t('console.content.required') }, { max: 80 }]}
            >
              <Input maxLength={80} />
            </Form.Item>
            <Form.Item
              name="body"
              label={t('console.content.clause.body')}
              rules={[{ required: true, message: t('console.content.required') }]}
            >
              <Input.TextArea rows={10} maxLength={50000} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('console.content.clause.publish')}
            </Button>
          </Form>
        </Card>
      )}
      <Modal
        open={viewing !== null}
        onCancel={() => setViewing(null)}
        footer={null}
        title={viewing?.title}
        width={720}
      >
        <div style={{ whiteSpace: 'pre-wrap', maxHeight: 480, overflow: 'auto' }}>
          {viewing?.body}
        </div>
      </Modal>
    </Space>
  );
}
