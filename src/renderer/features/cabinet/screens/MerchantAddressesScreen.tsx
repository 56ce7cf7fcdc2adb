/**
 * The merchant's delivery addresses (for purchase orders): the default marked, "set as default",
 * edit, delete (button or swipe, with a confirmation), add at the bottom.
 *
 * Pick mode (`?pick=1`, opened by the purchase confirmation; `address_id=` marks the current
 * one): tapping an address hands its id back through features/address/address-pick (a one-shot
 * sessionStorage slot) and goes back one step, so the history keeps one confirmation page,
 * which takes the id when it mounts again.
 */
import '../strings/buy';
import '../guishang-buy.css';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { savePickedAddress } from '../../address';
import { addressInput } from '../../address';
import { AddressLines } from '../../address';
import { AddressListBody } from '../../address';
import * as buyApi from '../purchase/api';
import type { MerchantAddress } from '../purchase/api';
import { confirm, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrapMerchant, useLoad } from '../../../core/data';

const PAGE = 'pages/guishang/address/address';
const MANAGE = '/pages/guishang/address/addressManage';

export default function MerchantAddresses() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const picking = params.get('pick') === '1';
  const currentId = Number(params.get('address_id') ?? 0);

  const load = useLoad(async () => (await unwrapMerchant(buyApi.addressList())).list, []);
  const list = load.data ?? [];

  const add = () => void navigate(MANAGE);
  const edit = (a: MerchantAddress) => void navigate(`${MANAGE}?id=${a.id}`);

  const choose = (a: MerchantAddress) => {
    savePickedAddress(a.id);
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/pages/guishang/jinhuo/jinhuo', { replace: true });
  };

  const remove = async (a: MerchantAddress) => {
    if (!(await confirm(t('gsBuy.address.deleteConfirm', { name: a.name })))) return;
    try {
      await buyApi.addressDel(a.id);
      toast(t('gsBuy.address.deleted'));
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
    await load.reload();
  };

  const makeDefault = async (a: MerchantAddress) => {
    try {
      await buyApi.addressEdit(addressInput(a, true));
      toast(t('gsBuy.address.defaultSet'));
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
    await load.reload();
  };

  return (
    <PageFrame
      title={picking ? t('gsBuy.address.pickTitle') : t('gsBuy.address.title')}
      page={PAGE}
      homePath="/pages/guishang/index/index"
      className="gs-buy"
      footer={
        load.status === 'ready' && list.length > 0 ? (
          <div className="gs-buy__footer">
            <Button block size="large" color="primary" onClick={add}>
              + {t('gsBuy.address.add')}
            </Button>
          </div>
        ) : undefined
      }
    >
      <AddressListBody
        load={load}
        list={list}
        empty={{
          title: t('gsBuy.address.empty'),
          description: t('gsBuy.address.emptyHint'),
          actionText: t('gsBuy.address.add'),
          onAction: add,
        }}
        hint={picking && <p className="gs-hint">{t('gsBuy.address.pickHint')}</p>}
        listLabel={t('gsBuy.address.title')}
        listClassName="gs-addresses"
        item={(a) => ({
          className: 'card gs-address',
          'data-testid': 'address-row',
          'data-address-id': a.id,
        })}
        deleteText={t('gsBuy.delete')}
        onDelete={(a) => void remove(a)}
        renderRow={(a) => (
          <div className="gs-address__body">
            {picking ? (
              <button
                type="button"
                className="gs-address__main"
                aria-current={a.id === currentId ? 'true' : undefined}
                aria-label={t('gsBuy.address.useOne', { name: a.name })}
                onClick={() => choose(a)}
              >
                <span
                  className={a.id === currentId ? 'gs-radio gs-radio--on' : 'gs-radio'}
                  aria-hidden="true"
                />
                <AddressLines address={{ ...a, full: buyApi.addressText(a) }} />
              </button>
            ) : (
              <div className="gs-address__main">
                <AddressLines address={{ ...a, full: buyApi.addressText(a) }} />
              </div>
            )}
            <div className="gs-address__actions">
              {!a.is_default && (
                <LoadingButton
                  fill="outline"
                  aria-label={t('gsBuy.address.setDefaultOne', { name: a.name })}
                  onClick={() => makeDefault(a)}
                >
                  {t('gsBuy.address.setDefault')}
                </LoadingButton>
              )}
              <Button
                fill="outline"
                aria-label={t('gsBuy.address.editOne', { name: a.name })}
                onClick={() => edit(a)}
              >
                {t('gsBuy.address.edit')}
              </Button>
              <LoadingButton
                fill="outline"
                color="danger"
                aria-label={t('gsBuy.address.deleteOne', { name: a.name })}
                onClick={() => remove(a)}
              >
                {t('gsBuy.delete')}
              </LoadingButton>
            </div>
          </div>
        )}
      />
    </PageFrame>
  );
}
