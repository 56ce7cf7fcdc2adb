/**
 * One merchant (issue 23, part merchants): its account (edit, disable/enable with confirmation,
 * reset password) and tabs of its cabinets (new cabinet: code, address, location, grid), sellers
 * (new seller) and couriers (new, enable/disable, assign cabinets). Write buttons only with
 * `merchants.write`; every refusal shows the server's reason.
 */
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type {
  MerchantStatus,
  OpsCabinetRow,
  OpsCourierRow,
  OpsMerchantDetail,
  OpsSellerRow,
} from '../../../../../shared/contract/ops-merchants';
import { formatFen } from '../../../../../shared/rules/money';
import { useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { PageSpin } from '../../PageSpin';
import { merchantsApi } from './api';
import { STATUS_COLOR } from './MerchantList';
import {
  AccountField,
  AddressField,
  GridFields,
  MobileField,
  NameField,
  PasswordField,
  ServerFormModal,
  useStatusConfirm,
} from './ServerForm';
import '../../strings';
import './strings';

type Dialog =
  'edit' | 'password' | 'cabinet' | 'seller' | 'courier' | { assign: OpsCourierRow } | null;

export interface CabinetValues {
  code: string;
  name: string;
  address?: string;
  lat?: number | null;
  lng?: number | null;
  rows: number;
  cols: number;
  capacity: number;
}

/** Latitude and longitude: both or neither. */
export function LocationFields() {
  const { t } = useTranslation();
  return (
    <Space>
      <Form.Item name="lat" label={t('console.merchants.lat')}>
        <InputNumber
          min={-90}
          max={90}
          step={0.000001}
          style={{ width: 160 }}
          data-testid="cabinet-lat"
        />
      </Form.Item>
      <Form.Item
        name="lng"
        label={t('console.merchants.lng')}
        dependencies={['lat']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: unknown) =>
              (getFieldValue('lat') == null) === (v == null)
                ? Promise.resolve()
                : Promise.reject(new Error(t('console.merchants.latLngRule'))),
          }),
        ]}
      >
        <InputNumber
          min={-180}
          max={180}
          step={0.000001}
          style={{ width: 160 }}
          data-testid="cabinet-lng"
        />
      </Form.Item>
    </Space>
  );
}

export const located = (v: { lat?: number | null; lng?: number | null }): Record<string, number> =>
  v.lat == null || v.lng == null ? {} : { lat: v.lat, lng: v.lng };

export const MerchantDetail = observer(function MerchantDetail() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmStatus = useStatusConfirm();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const canWrite = useSession().can('merchants.write');
  const load = useLoad((signal) => merchantsApi.detail(id, signal), [id]);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (load.status === 'error') {
    return (
      <LoadFailed
        title={t('console.merchants.detailError')}
        error={load.error}
        retry={load.retry}
      />
    );
  }
  const m = load.data;
  if (!m) return <PageSpin />;
  const done = (next: OpsMerchantDetail) => {
    load.setData(next);
    setDialog(null);
    void message.success(t('console.merchants.saved'));
  };
  const close = () => setDialog(null);
  const toggle = () => {
    const enabling = m.status === 'disabled';
    confirmStatus({
      enabling,
      content: t(
        enabling ? 'console.merchants.enableConfirm' : 'console.merchants.disableConfirm',
        { name: m.name },
      ),
      okTestId: 'merchant-status-ok',
      run: async () => done(await merchantsApi.status({ id: m.id, enabled: enabling })),
    });
  };
  const courierToggle = (c: OpsCourierRow) => {
    const enabling = c.status === 'disabled';
    confirmStatus({
      enabling,
      content: t(
        enabling
          ? 'console.merchants.courierEnableConfirm'
          : 'console.merchants.courierDisableConfirm',
        { name: c.name },
      ),
      run: async () => done(await merchantsApi.courierStatus({ id: c.id, enabled: enabling })),
    });
  };

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid="merchant-detail"
    >
      <Link to="/merchants">← {t('console.merchants.back')}</Link>
      <Card
        title={
          <Space>
            <Typography.Text strong>{m.name}</Typography.Text>
            <Tag color={STATUS_COLOR[m.status]} data-testid="merchant-status">
              {t(dynamicKey('console.merchants.statuses', m.status))}
            </Tag>
          </Space>
        }
        extra={
          canWrite && (
            <Space>
              <Button onClick={() => setDialog('edit')}>{t('console.merchants.edit')}</Button>
              <Button onClick={() => setDialog('password')}>
                {t('console.merchants.resetPassword')}
              </Button>
              <Button danger={m.status === 'active'} onClick={toggle} data-testid="merchant-toggle">
                {m.status === 'active'
                  ? t('console.merchants.disable')
                  : t('console.merchants.enable')}
              </Button>
            </Space>
          )
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="ID">{m.id}</Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.account')}>
            <span className="console-mono">{m.account}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.mobile')}>
            {m.mobile || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.balance')}>
            ¥{formatFen(m.balance)}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.sessions')}>
            {m.sessions}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.created')}>
            {chinaDateTime(m.created_at)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'cabinets',
              label: `${t('console.merchants.tabs.cabinets')} (${m.cabinets.length})`,
              children: (
                <>
                  {canWrite && (
                    <Button
                      type="primary"
                      onClick={() => setDialog('cabinet')}
                      data-testid="cabinet-new"
                      style={{ marginBottom: 12 }}
                    >
                      {t('console.merchants.newCabinet')}
                    </Button>
                  )}
                  <Table<OpsCabinetRow>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    data-testid="merchant-cabinets"
                    dataSource={m.cabinets}
                    locale={{ emptyText: t('console.merchants.noCabinets') }}
                    columns={[
                      {
                        title: t('console.merchants.code'),
                        dataIndex: 'code',
                        render: (code: string, c) => (
                          <Link
                            to={`/merchants/cabinets/${c.id}`}
                            data-testid={`cabinet-open-${c.code}`}
                          >
                            {code}
                          </Link>
                        ),
                      },
                      { title: t('console.merchants.cabinetName'), dataIndex: 'name' },
                      {
                        title: t('console.merchants.address'),
                        dataIndex: 'address',
                        render: (a: string) => a || '—',
                      },
                      {
                        title: t('console.merchants.grid'),
                        key: 'grid',
                        render: (_: unknown, c) =>
                          t('console.merchants.gridSize', {
                            rows: c.grid_rows,
                            cols: c.grid_cols,
                            slots: c.slots,
                          }),
                      },
                      { title: t('console.merchants.quantity'), dataIndex: 'quantity', width: 80 },
                      {
                        title: t('console.merchants.terminals'),
                        key: 'terminals',
                        width: 110,
                        render: (_: unknown, c) =>
                          `${c.online}/${c.terminals} ${t('console.merchants.online')}`,
                      },
                    ]}
                  />
                </>
              ),
            },
            {
              key: 'sellers',
              label: `${t('console.merchants.tabs.sellers')} (${m.sellers.length})`,
              children: (
                <>
                  {canWrite && (
                    <Button
                      onClick={() => setDialog('seller')}
                      data-testid="seller-new"
                      style={{ marginBottom: 12 }}
                    >
                      {t('console.merchants.newSeller')}
                    </Button>
                  )}
                  <Table<OpsSellerRow>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={m.sellers}
                    locale={{ emptyText: t('console.merchants.noSellers') }}
                    columns={[
                      { title: 'ID', dataIndex: 'id', width: 70 },
                      { title: t('console.merchants.sellerName'), dataIndex: 'name' },
                      { title: t('console.merchants.sellerDescription'), dataIndex: 'description' },
                      {
                        title: t('console.merchants.created'),
                        dataIndex: 'created_at',
                        render: (at: number) => chinaDateTime(at),
                      },
                    ]}
                  />
                </>
              ),
            },
            {
              key: 'couriers',
              label: `${t('console.merchants.tabs.couriers')} (${m.couriers.length})`,
              children: (
                <>
                  {canWrite && (
                    <Button
                      onClick={() => setDialog('courier')}
                      data-testid="courier-new"
                      style={{ marginBottom: 12 }}
                    >
                      {t('console.merchants.newCourier')}
                    </Button>
                  )}
                  <Table<OpsCourierRow>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={m.couriers}
                    locale={{ emptyText: t('console.merchants.noCouriers') }}
                    columns={[
                      { title: t('console.merchants.name'), dataIndex: 'name' },
                      { title: t('console.merchants.account'), dataIndex: 'account' },
                      {
                        title: t('console.merchants.mobile'),
                        dataIndex: 'mobile',
                        render: (v: string) => v || '—',
                      },
                      {
                        title: t('console.merchants.status'),
                        dataIndex: 'status',
                        render: (s: MerchantStatus) => (
                          <Tag color={STATUS_COLOR[s]}>
                            {t(dynamicKey('console.merchants.statuses', s))}
                          </Tag>
                        ),
                      },
                      {
                        title: t('console.merchants.cabinets'),
                        dataIndex: 'cabinet_ids',
                        render: (ids: number[]) =>
                          ids.length === 0
                            ? '—'
                            : ids.map((cid) => (
                                <Tag key={cid}>
                                  {m.cabinets.find((c) => c.id === cid)?.code ?? cid}
                                </Tag>
                              )),
                      },
                      ...(canWrite
                        ? [
                            {
                              title: '',
                              key: 'actions',
                              render: (_: unknown, c: OpsCourierRow) => (
                                <Space>
                                  <Button
                                    size="small"
                                    data-testid={`courier-assign-${c.account}`}
                                    onClick={() => setDialog({ assign: c })}
                                  >
                                    {t('console.merchants.assign')}
                                  </Button>
                                  <Button
                                    size="small"
                                    danger={c.status === 'active'}
                                    onClick={() => courierToggle(c)}
                                  >
                                    {c.status === 'active'
                                      ? t('console.merchants.disable')
                                      : t('console.merchants.enable')}
                                  </Button>
                                </Space>
                              ),
                            },
                          ]
                        : []),
                    ]}
                  />
                </>
              ),
            },
          ]}
        />
      </Card>

      {dialog === 'edit' && (
        <ServerFormModal<{ name: string; mobile?: string }>
          title={t('console.merchants.edit')}
          testId="merchant-edit"
          initialValues={{ name: m.name, mobile: m.mobile }}
          onClose={close}
          submit={async (v) =>
            done(
              await merchantsApi.update({
                id: m.id,
                name: v.name.trim(),
                mobile: (v.mobile ?? '').trim(),
              }),
            )
          }
        >
          {() => (
            <>
              <NameField />
              <MobileField />
            </>
          )}
        </ServerFormModal>
      )}
      {dialog === 'password' && (
        <ServerFormModal<{ password: string }>
          title={t('console.merchants.resetPassword')}
          testId="merchant-password-form"
          onClose={close}
          submit={async (v) =>
            done(await merchantsApi.password({ id: m.id, password: v.password }))
          }
        >
          {() => (
            <>
              <Typography.Paragraph type="warning">
                {t('console.merchants.resetPasswordHint')}
              </Typography.Paragraph>
              <PasswordField />
            </>
          )}
        </ServerFormModal>
      )}
      {dialog === 'cabinet' && (
        <ServerFormModal<CabinetValues>
          title={t('console.merchants.newCabinet')}
          testId="cabinet-create"
          initialValues={{ rows: 2, cols: 3, capacity: 10 }}
          onClose={close}
          submit={async (v) => {
            const c = await merchantsApi.cabinetCreate({
              merchant_id: m.id,
              code: v.code.trim(),
              name: v.name.trim(),
              address: (v.address ?? '').trim(),
              rows: v.rows,
              cols: v.cols,
              capacity: v.capacity,
              ...located(v),
            });
            void navigate(`/merchants/cabinets/${c.id}`);
          }}
        >
          {() => (
            <>
              <Form.Item
                name="code"
                label={t('console.merchants.code')}
                rules={[
                  {
                    required: true,
                    pattern: /^[A-Za-z0-9-]{2,20}$/,
                    message: t('console.merchants.codeRule'),
                  },
                ]}
              >
                <Input maxLength={20} data-testid="cabinet-code" />
              </Form.Item>
              <NameField label="console.merchants.cabinetName" testId="cabinet-name" />
              <AddressField testId="cabinet-address" />
              <LocationFields />
              <GridFields
                testIds={{
                  rows: 'cabinet-rows',
                  cols: 'cabinet-cols',
                  capacity: 'cabinet-capacity',
                }}
              />
            </>
          )}
        </ServerFormModal>
      )}
      {dialog === 'seller' && (
        <ServerFormModal<{ name: string; description?: string }>
          title={t('console.merchants.newSeller')}
          testId="seller-create"
          onClose={close}
          submit={async (v) =>
            done(
              await merchantsApi.sellerCreate({
                merchant_id: m.id,
                name: v.name.trim(),
                description: (v.description ?? '').trim(),
              }),
            )
          }
        >
          {() => (
            <>
              <NameField label="console.merchants.sellerName" />
              <Form.Item
                name="description"
                label={t('console.merchants.sellerDescription')}
                rules={[{ max: 500 }]}
              >
                <Input.TextArea maxLength={500} rows={3} />
              </Form.Item>
            </>
          )}
        </ServerFormModal>
      )}
      {dialog === 'courier' && (
        <ServerFormModal<{ name: string; account: string; mobile?: string; password: string }>
          title={t('console.merchants.newCourier')}
          testId="courier-create"
          onClose={close}
          submit={async (v) =>
            done(
              await merchantsApi.courierCreate({
                merchant_id: m.id,
                name: v.name.trim(),
                account: v.account.trim(),
                mobile: (v.mobile ?? '').trim(),
                password: v.password,
              }),
            )
          }
        >
          {() => (
            <>
              <NameField />
              <AccountField />
              <PasswordField />
              <MobileField />
            </>
          )}
        </ServerFormModal>
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <ServerFormModal<{ cabinet_ids: number[] }>
          title={t('console.merchants.assignTitle', { name: dialog.assign.name })}
          testId="courier-assign"
          initialValues={{ cabinet_ids: dialog.assign.cabinet_ids }}
          onClose={close}
          submit={async (v) =>
            done(
              await merchantsApi.courierCabinets({
                id: dialog.assign.id,
                cabinet_ids: v.cabinet_ids ?? [],
              }),
            )
          }
        >
          {() => (
            <Form.Item name="cabinet_ids" label={t('console.merchants.cabinets')}>
              <Select
                mode="multiple"
                options={m.cabinets.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
              />
            </Form.Item>
          )}
        </ServerFormModal>
      )}
    </Space>
  );
});
