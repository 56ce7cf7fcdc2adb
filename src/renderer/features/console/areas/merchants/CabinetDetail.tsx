/**
 * One cabinet (issue 23, part merchants): its details (edit name, address, location), its live
 * state — the grid of slots with stock and capacity (click a slot to change its capacity), each
 * terminal's online state, last contact and offline-since — binding and unbinding terminals,
 * changing the grid (refused by the server, with the slot named, when it would drop stock), and
 * the couriers serving it. Re-reads when the cabinet's stock or a terminal's contact changes
 * (`ops:changed` topic `cabinets`, issue 23), and every 30 s while open (as before: a change no
 * event reports, such as a terminal's state on another server process without Redis).
 */
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link, useParams } from 'react-router-dom';
import { TERMINAL_ID } from '../../../../../shared/contract/cabinet';
import type {
  OpsCabinetDetail,
  OpsCabinetSlot,
  OpsTerminal,
} from '../../../../../shared/contract/ops-merchants';
import { useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { feedback } from '../../feedback';
import { LoadFailed } from '../../LoadFailed';
import { useOpsChanged } from '../../ops-events';
import { chinaDateTime } from '../../list-query';
import { PageSpin } from '../../PageSpin';
import { merchantsApi } from './api';
import { located, LocationFields } from './MerchantDetail';
import { STATUS_COLOR } from './MerchantList';
import { AddressField, CapacityField, GridFields, NameField, ServerFormModal } from './ServerForm';
import '../../strings';
import './strings';

const REFRESH_MS = 30_000;
const STATE_COLOR: Record<OpsCabinetSlot['state'], string> = {
  unassigned: 'default',
  empty: 'red',
  low: 'orange',
  ok: 'green',
  over: 'purple',
};

type Dialog = 'edit' | 'grid' | 'bind' | { slot: OpsCabinetSlot } | null;

function SlotGridView({
  c,
  onSlot,
}: {
  c: OpsCabinetDetail;
  onSlot: ((s: OpsCabinetSlot) => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="cabinet-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${Math.max(1, c.grid_cols)}, minmax(96px, 1fr))`,
        gap: 8,
      }}
    >
      {c.slot_list.map((s) => (
        <button
          key={s.location_id}
          type="button"
          data-testid="cabinet-slot"
          data-state={s.state}
          disabled={!onSlot}
          onClick={() => onSlot?.(s)}
          style={{
            gridRow: s.grid_row ?? undefined,
            gridColumn: s.grid_col ?? undefined,
            textAlign: 'left',
            padding: 8,
            border: '1px solid #d9d9d9',
            borderRadius: 8,
            background: '#fff',
            cursor: onSlot ? 'pointer' : 'default',
          }}
        >
          <Typography.Text strong>{s.name}</Typography.Text>
          <div style={{ color: '#333' }}>{s.goods_name || '—'}</div>
          <div className="console-mono">
            {s.quantity}/{s.capacity}
          </div>
          <Tag color={STATE_COLOR[s.state]}>
            {t(dynamicKey('console.merchants.slotStates', s.state))}
          </Tag>
        </button>
      ))}
    </div>
  );
}

export const CabinetDetail = observer(function CabinetDetail() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const id = Number(useParams().id);
  const canWrite = useSession().can('merchants.write');
  const load = useLoad((signal) => merchantsApi.cabinet(id, signal), [id]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { reload } = load;
  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  useOpsChanged(['cabinets'], (p) => {
    if (p.id === null || p.id === id) void reload();
  });
  if (load.status === 'error') {
    return (
      <LoadFailed
        title={t('console.merchants.cabinetError')}
        error={load.error}
        retry={load.retry}
      />
    );
  }
  const c = load.data;
  if (!c) return <PageSpin />;
  const done = (next: OpsCabinetDetail) => {
    load.setData(next);
    setDialog(null);
    void message.success(t('console.merchants.saved'));
  };
  const close = () => setDialog(null);
  const unbind = (term: OpsTerminal) =>
    modal.confirm({
      title: t('console.merchants.unbind'),
      content: t('console.merchants.unbindConfirm', { id: term.terminal_id }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          done(await merchantsApi.terminalUnbind(term.id));
        } catch (err) {
          feedback.error((err as Error).message);
        }
      },
    });

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid="cabinet-detail"
    >
      <Link to={`/merchants/${c.merchant_id}`}>
        ← {t('console.merchants.back')} · {c.merchant_name}
      </Link>
      <Card
        title={
          <Space>
            <Typography.Text strong className="console-mono">
              {c.code}
            </Typography.Text>
            <Typography.Text>{c.name}</Typography.Text>
          </Space>
        }
        extra={
          canWrite && (
            <Space>
              <Button onClick={() => setDialog('edit')}>
                {t('console.merchants.editCabinet')}
              </Button>
              <Button onClick={() => setDialog('grid')} data-testid="cabinet-grid-edit">
                {t('console.merchants.editGrid')}
              </Button>
            </Space>
          )
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('console.merchants.merchant')}>
            <Space>
              {c.merchant_name}
              <Tag color={STATUS_COLOR[c.merchant_status]}>
                {t(dynamicKey('console.merchants.statuses', c.merchant_status))}
              </Tag>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.address')}>
            {c.address || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.location')}>
            {c.lat === null || c.lng === null ? '—' : `${c.lat}, ${c.lng}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.grid')}>
            <span data-testid="cabinet-grid-size">
              {t('console.merchants.gridSize', {
                rows: c.grid_rows,
                cols: c.grid_cols,
                slots: c.slots,
              })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.quantity')}>
            {c.quantity}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.merchants.assignedCouriers')}>
            {c.courier_list.length === 0
              ? '—'
              : c.courier_list.map((k) => <Tag key={k.id}>{k.name}</Tag>)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        size="small"
        title={t('console.merchants.liveState')}
        extra={canWrite && t('console.merchants.slotHint')}
      >
        {c.slot_list.length === 0 ? (
          <Empty />
        ) : (
          <SlotGridView c={c} onSlot={canWrite ? (s) => setDialog({ slot: s }) : null} />
        )}
      </Card>
      <Card
        size="small"
        title={t('console.merchants.terminals')}
        extra={
          canWrite && (
            <Button onClick={() => setDialog('bind')} data-testid="terminal-bind">
              {t('console.merchants.bind')}
            </Button>
          )
        }
      >
        <Table<OpsTerminal>
          rowKey="id"
          size="small"
          pagination={false}
          data-testid="cabinet-terminals"
          dataSource={c.terminal_list}
          locale={{ emptyText: t('console.merchants.noTerminals') }}
          columns={[
            {
              title: t('console.merchants.terminalId'),
              dataIndex: 'terminal_id',
              render: (v: string) => <span className="console-mono">{v}</span>,
            },
            {
              title: t('console.merchants.status'),
              key: 'online',
              render: (_: unknown, term) =>
                term.online ? (
                  <Tag color="green">{t('console.merchants.online')}</Tag>
                ) : (
                  <Tag color="red">{t('console.merchants.offline')}</Tag>
                ),
            },
            {
              title: t('console.merchants.lastContact'),
              dataIndex: 'last_contact_at',
              render: (at: number | null) =>
                at === null ? t('console.merchants.never') : chinaDateTime(at),
            },
            {
              title: t('console.merchants.offlineSince'),
              dataIndex: 'offline_since',
              render: (at: number | null) => (at === null ? '—' : chinaDateTime(at)),
            },
            {
              title: t('console.merchants.appVersion'),
              dataIndex: 'app_version',
              render: (v: string) => v || '—',
            },
            {
              title: '',
              dataIndex: 'bound',
              render: (bound: boolean) =>
                bound ? (
                  <Tag color="blue">{t('console.merchants.bound')}</Tag>
                ) : (
                  t('console.merchants.reported')
                ),
            },
            ...(canWrite
              ? [
                  {
                    title: '',
                    key: 'unbind',
                    render: (_: unknown, term: OpsTerminal) => (
                      <Button size="small" danger onClick={() => unbind(term)}>
                        {t('console.merchants.unbind')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>

      {dialog === 'edit' && (
        <ServerFormModal<{
          name: string;
          address?: string;
          lat?: number | null;
          lng?: number | null;
        }>
          title={t('console.merchants.editCabinet')}
          testId="cabinet-edit"
          initialValues={{ name: c.name, address: c.address, lat: c.lat, lng: c.lng }}
          onClose={close}
          submit={async (v) =>
            done(
              await merchantsApi.cabinetUpdate({
                id: c.id,
                name: v.name.trim(),
                address: (v.address ?? '').trim(),
                ...located(v),
              }),
            )
          }
        >
          {() => (
            <>
              <NameField label="console.merchants.cabinetName" />
              <AddressField />
              <LocationFields />
            </>
          )}
        </ServerFormModal>
      )}
      {dialog === 'grid' && (
        <ServerFormModal<{ rows: number; cols: number; capacity: number }>
          title={t('console.merchants.editGrid')}
          testId="cabinet-grid-form"
          initialValues={{ rows: c.grid_rows, cols: c.grid_cols, capacity: 10 }}
          onClose={close}
          submit={async (v) => done(await merchantsApi.cabinetGrid({ id: c.id, ...v }))}
        >
          {() => (
            <>
              <Typography.Paragraph type="secondary">
                {t('console.merchants.editGridHint')}
              </Typography.Paragraph>
              <GridFields testIds={{ rows: 'grid-rows', cols: 'grid-cols' }} />
            </>
          )}
        </ServerFormModal>
      )}
      {dialog === 'bind' && (
        <ServerFormModal<{ terminal_id: string }>
          title={t('console.merchants.bind')}
          testId="terminal-bind-form"
          onClose={close}
          submit={async (v) =>
            done(
              await merchantsApi.terminalBind({
                cabinet_id: c.id,
                terminal_id: v.terminal_id.trim(),
              }),
            )
          }
        >
          {() => (
            <Form.Item
              name="terminal_id"
              label={t('console.merchants.terminalId')}
              rules={[
                {
                  required: true,
                  pattern: TERMINAL_ID,
                  message: t('console.merchants.terminalIdRule'),
                },
              ]}
            >
              <Input maxLength={64} data-testid="terminal-id" />
            </Form.Item>
          )}
        </ServerFormModal>
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <ServerFormModal<{ capacity: number }>
          title={t('console.merchants.slotCapacity', { name: dialog.slot.name })}
          testId="slot-capacity-form"
          initialValues={{ capacity: dialog.slot.capacity }}
          onClose={close}
          submit={async (v) =>
            done(
              await merchantsApi.slotCapacity({
                location_id: dialog.slot.location_id,
                capacity: v.capacity,
              }),
            )
          }
        >
          {() => <CapacityField testId="slot-capacity" />}
        </ServerFormModal>
      )}
    </Space>
  );
});
