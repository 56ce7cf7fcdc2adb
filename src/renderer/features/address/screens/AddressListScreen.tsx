/**
 * My delivery addresses: the default first with its tag; tap a line to edit it (or, in select
 * mode, to use it), swipe it left or press delete (with a confirmation), add a new one at the
 * bottom; an empty list offers "add".
 *
 * Select mode: `?select=1&back=<encoded page path>` (the confirmation page opens it so). Choosing
 * returns to `back` with `address_id=<id>`: when the confirmation page pushed this screen
 * (history state `pick`) it goes back to that entry and replaces it, so the history keeps one
 * confirmation page; opened from a link it replaces itself with the target.
 */
import '../../wallet/strings/wallet';
import '../strings';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as addressApi from '../api';
import type { Address } from '../api';
import { AddressLines } from '../AddressLines';
import { AddressListBody } from '../AddressListBody';
import { reportFailure, unwrap, useLoad } from '../../../core/data';
import { safePagePath, withParam } from '../../checkout';
import { confirm, PageFrame, toast } from '../../../core/ui';
import '../address.css';

const PAGE = 'pages/subpack/address/address';
const MANAGE = '/pages/subpack/address/addressManage';

export default function AddressList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const back = safePagePath(params.get('back'));
  const selecting = params.get('select') === '1' && back !== null;
  const picked = (location.state as { pick?: boolean } | null)?.pick === true;
  const currentId = Number(params.get('address_id') ?? 0);

  const load = useLoad(async () => (await unwrap(addressApi.getAddresses())).list, []);
  const list = load.data ?? [];
  const full = list.length >= addressApi.MAX_ADDRESSES;

  // The manage screen keeps the select context so a new address is used at once.
  const manageQuery = selecting && back ? `select=1&back=${encodeURIComponent(back)}` : '';
  const manageState = selecting ? { pick: picked, depth: 2 } : undefined;
  const add = () =>
    void navigate(`${MANAGE}${manageQuery ? `?${manageQuery}` : ''}`, { state: manageState });
  const edit = (a: Address) =>
    void navigate(`${MANAGE}?id=${a.id}${manageQuery ? `&${manageQuery}` : ''}`, {
      state: manageState,
    });

  const choose = async (a: Address) => {
    if (!back) return;
    const target = '/' + withParam(back, 'address_id', a.id);
    if (picked) {
      await navigate(-1);
      await navigate(target, { replace: true });
    } else {
      await navigate(target, { replace: true });
    }
  };

  const remove = async (a: Address) => {
    if (!(await confirm(t('address.deleteConfirm')))) return;
    try {
      await unwrap(addressApi.delAddress(a.id));
      toast(t('address.deleted'));
      await load.reload();
    } catch (error) {
      reportFailure(error, { fallback: t('wallet.networkError') });
    }
  };

  return (
    <PageFrame
      title={selecting ? t('address.selectTitle') : t('address.title')}
      page={PAGE}
      homePath="/pages/user/user"
      footer={
        load.status === 'ready' && list.length > 0 ? (
          <div className="checkout-footer checkout-footer--stack">
            {full && (
              <p className="addr-note">{t('address.tooMany', { n: addressApi.MAX_ADDRESSES })}</p>
            )}
            <Button block color="primary" shape="rounded" disabled={full} onClick={add}>
              + {t('address.add')}
            </Button>
          </div>
        ) : undefined
      }
    >
      <AddressListBody
        load={load}
        list={list}
        empty={{
          title: t('address.empty'),
          description: t('address.emptyHint'),
          actionText: t('address.add'),
          onAction: add,
        }}
        hint={selecting && <p className="addr-hint">{t('address.selectHint')}</p>}
        listLabel={t('address.title')}
        listClassName="addr-list"
        item={() => ({ className: 'addr-list__item' })}
        deleteText={t('address.delete')}
        onDelete={(a) => void remove(a)}
        renderRow={(a) => (
          <div
            className="addr-row"
            data-testid="address-row"
            data-address-id={a.id}
            data-default={a.is_default}
          >
            <button
              type="button"
              className="addr-row__main"
              aria-current={selecting && a.id === currentId ? 'true' : undefined}
              onClick={() => void (selecting ? choose(a) : edit(a))}
            >
              {selecting && (
                <span
                  className={
                    a.id === currentId ? 'addr-row__radio addr-row__radio--on' : 'addr-row__radio'
                  }
                  aria-hidden="true"
                />
              )}
              <AddressLines address={a} />
            </button>
            <div className="addr-row__actions">
              <button
                type="button"
                className="ui-text-button"
                aria-label={t('address.editOne', { name: a.name })}
                onClick={() => edit(a)}
              >
                {t('address.edit')}
              </button>
              <button
                type="button"
                className="ui-text-button"
                aria-label={t('address.deleteOne', { name: a.name })}
                onClick={() => void remove(a)}
              >
                {t('address.delete')}
              </button>
            </div>
          </div>
        )}
      />
    </PageFrame>
  );
}
