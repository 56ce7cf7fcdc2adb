/**
 * The merchant's couriers (issue 18, part B; pages/guishang/courier/list): list with status and
 * open work orders; an add / edit sheet (account, name, mobile, initial password), password
 * reset, disable (confirmed: the courier is logged out at once) and enable.
 */
import '../strings/courier';
import { Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { ApiError, unwrapMerchant, useLoad } from '../../../core/data';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
} from '../../../core/ui';
import * as api from '../courier-api';
import type { Courier } from '../courier-api';
import { useGuardedConfirm } from '../courier-parts';

type Sheet =
  { kind: 'add' } | { kind: 'edit'; courier: Courier } | { kind: 'password'; courier: Courier };

function CourierSheet({
  sheet,
  onDone,
  onCancel,
}: {
  sheet: Sheet;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const c = sheet.kind === 'add' ? null : sheet.courier;
  const [account, setAccount] = useState('');
  const [name, setName] = useState(c?.name ?? '');
  const [mobile, setMobile] = useState(c?.mobile ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const save = async () => {
    setError('');
    try {
      if (sheet.kind === 'add') {
        await api.courierAdd({
          account: account.trim(),
          name: name.trim(),
          mobile: mobile.trim(),
          password,
        });
      } else if (sheet.kind === 'edit') {
        await api.courierEdit({ id: sheet.courier.id, name: name.trim(), mobile: mobile.trim() });
      } else {
        await api.courierPassword(sheet.courier.id, password);
      }
      toast(t('gsCourier.saved'));
      onDone();
    } catch (e) {
      setError(ApiError.from(e).message);
    }
  };
  return (
    <section className="kiosk-card kiosk-courier-sheet" data-testid="courier-sheet">
      <h2>
        {sheet.kind === 'add'
          ? t('gsCourier.add')
          : sheet.kind === 'edit'
            ? t('gsCourier.edit')
            : t('gsCourier.resetPassword')}
        {c ? ` · ${c.name}` : ''}
      </h2>
      {sheet.kind === 'add' && (
        <label className="kiosk-field">
          <span>{t('gsCourier.account')}</span>
          <Input
            value={account}
            onChange={setAccount}
            maxLength={32}
            placeholder={t('gsCourier.accountHint')}
            data-testid="courier-account"
          />
        </label>
      )}
      {sheet.kind !== 'password' && (
        <>
          <label className="kiosk-field">
            <span>{t('gsCourier.name')}</span>
            <Input value={name} onChange={setName} maxLength={32} data-testid="courier-name" />
          </label>
          <label className="kiosk-field">
            <span>{t('gsCourier.mobile')}</span>
            <Input
              value={mobile}
              onChange={setMobile}
              maxLength={11}
              data-testid="courier-mobile"
            />
          </label>
        </>
      )}
      {sheet.kind !== 'edit' && (
        <label className="kiosk-field">
          <span>{sheet.kind === 'add' ? t('gsCourier.password') : t('gsCourier.newPassword')}</span>
          <Input
            type="password"
            value={password}
            onChange={setPassword}
            maxLength={16}
            placeholder={t('gsCourier.passwordHint')}
            data-testid="courier-password"
          />
        </label>
      )}
      {error && (
        <p className="kiosk-error" role="alert" data-testid="courier-error">
          {error}
        </p>
      )}
      <div className="kiosk-editor__actions">
        <LoadingButton color="primary" onClick={save} data-testid="courier-save">
          {t('gsCourier.save')}
        </LoadingButton>
        <LoadingButton onClick={onCancel}>{t('gsCourier.cancel')}</LoadingButton>
      </div>
    </section>
  );
}

const CourierList = observer(function CourierList() {
  const { t } = useTranslation();
  const list = useLoad(() => unwrapMerchant(api.courierList()), []);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const ask = useGuardedConfirm();
  const couriers = list.data?.list ?? [];

  const setStatus = async (c: Courier, status: 0 | 1) => {
    if (status === 0 && !(await ask(t('gsCourier.disableConfirm')))) return;
    try {
      await api.courierStatus(c.id, status);
      void list.reload();
    } catch {
      // the request wrapper showed the message
    }
  };

  return (
    <PageFrame
      title={t('gsCourier.title')}
      page="pages/guishang/courier/list"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
      right={
        !sheet ? (
          <LoadingButton
            color="primary"
            onClick={() => setSheet({ kind: 'add' })}
            data-testid="courier-add"
          >
            {t('gsCourier.add')}
          </LoadingButton>
        ) : undefined
      }
    >
      {sheet && (
        <CourierSheet
          key={sheet.kind + (sheet.kind === 'add' ? '' : sheet.courier.id)}
          sheet={sheet}
          onCancel={() => setSheet(null)}
          onDone={() => {
            setSheet(null);
            void list.reload();
          }}
        />
      )}
      {!list.data && list.status === 'loading' && <ListSkeleton rows={3} />}
      {!list.data && list.status === 'error' && <ErrorState onRetry={() => void list.reload()} />}
      {list.data && couriers.length === 0 && <EmptyState title={t('gsCourier.empty')} />}
      {couriers.length > 0 && (
        <ul className="kiosk-courier-list" data-testid="courier-list">
          {couriers.map((c) => (
            <li
              key={c.id}
              className="kiosk-card kiosk-courier"
              data-testid="courier-row"
              data-account={c.account}
            >
              <div className="kiosk-courier__main">
                <h3>
                  {c.name}{' '}
                  <span className={c.status === 1 ? 'kiosk-tag kiosk-tag--open' : 'kiosk-tag'}>
                    {c.status === 1 ? t('gsCourier.active') : t('gsCourier.disabled')}
                  </span>
                </h3>
                <p className="kiosk-hint">
                  {c.account}
                  {c.mobile ? ` · ${c.mobile}` : ''} ·{' '}
                  {t('gsCourier.openOrders', { n: c.open_orders })}
                </p>
              </div>
              <div className="kiosk-courier__actions">
                <LoadingButton size="small" onClick={() => setSheet({ kind: 'edit', courier: c })}>
                  {t('gsCourier.edit')}
                </LoadingButton>
                <LoadingButton
                  size="small"
                  onClick={() => setSheet({ kind: 'password', courier: c })}
                >
                  {t('gsCourier.resetPassword')}
                </LoadingButton>
                <LoadingButton
                  size="small"
                  color={c.status === 1 ? 'danger' : 'primary'}
                  fill="outline"
                  onClick={() => setStatus(c, c.status === 1 ? 0 : 1)}
                  data-testid="courier-toggle"
                >
                  {c.status === 1 ? t('gsCourier.disable') : t('gsCourier.enable')}
                </LoadingButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
});

export default CourierList;
