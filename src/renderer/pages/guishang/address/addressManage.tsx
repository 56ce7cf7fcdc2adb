/**
 * Add (no `id`) or edit (`?id=`) a merchant delivery address with the consumer address form
 * (core/address: the same fields, rules and regions). Problems show under each field once it
 * was left or on save, and nothing is sent while any remains; the server checks the same rules.
 */
import '../../../core/i18n/guishang/buy';
import '../../../core/layout/guishang-buy.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ALL_TOUCHED,
  AddressFields,
  EMPTY_ADDRESS,
  type AddressTouched,
} from '../../../core/address/AddressFields';
import { addressErrors, type AddressDraft } from '../../../core/address/address-form';
import * as buyApi from '../../../core/api/guishang-purchase';
import { useAsync } from '../../../core/catalogue/use-async';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
} from '../../../core/ui';
import { reportBuyFailure } from '../../../core/purchase/feedback';

const PAGE = 'pages/guishang/address/addressManage';
const LIST = '/pages/guishang/address/address';

export default function MerchantAddressManage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idParam = Number(params.get('id') ?? 0);
  const editId = Number.isSafeInteger(idParam) && idParam > 0 ? idParam : 0;

  // There is no single-address call: the list answers it.
  const load = useAsync(async () => {
    if (!editId) return null;
    const res = await buyApi.addressList();
    return res.data.list.find((a) => a.id === editId) ?? null;
  }, [editId]);
  const saved = load.data;

  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [isDefault, setIsDefault] = useState(false);
  const [touched, setTouched] = useState<AddressTouched>({});

  useEffect(() => {
    if (!saved) return;
    setDraft({
      name: saved.name,
      mobile: saved.mobile,
      region: [saved.province, saved.city, saved.district].filter(Boolean),
      detail: saved.detail,
    });
    setIsDefault(Boolean(saved.is_default));
  }, [saved]);

  const leave = async () => {
    if (window.history.length > 1) await navigate(-1);
    else await navigate(LIST, { replace: true });
  };

  const save = async () => {
    setTouched(ALL_TOUCHED);
    if (Object.values(addressErrors(draft)).some(Boolean)) {
      toast(t('gsBuy.address.fixFields'));
      return;
    }
    const [province = '', city = '', district = ''] = draft.region;
    try {
      await buyApi.addressEdit({
        ...(editId ? { id: editId } : {}),
        name: draft.name.trim(),
        mobile: draft.mobile,
        province,
        city,
        district,
        detail: draft.detail.trim(),
        is_default: isDefault,
      });
      toast(t('gsBuy.address.saved'));
      await leave();
    } catch (error) {
      reportBuyFailure(error);
    }
  };

  const remove = async () => {
    if (!editId || !(await confirm(t('gsBuy.address.deleteConfirm', { name: draft.name })))) return;
    try {
      await buyApi.addressDel(editId);
      toast(t('gsBuy.address.deleted'));
      await leave();
    } catch (error) {
      reportBuyFailure(error);
    }
  };

  let body;
  if (editId && load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (editId && load.status === 'loading') body = <ListSkeleton rows={4} />;
  else if (editId && !saved)
    body = (
      <EmptyState
        title={t('gsBuy.address.notFound')}
        actionText={t('gsBuy.address.title')}
        onAction={() => void navigate(LIST, { replace: true })}
      />
    );
  else
    body = (
      <form className="addr-form gs-address-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <AddressFields
          draft={draft}
          onDraft={setDraft}
          touched={touched}
          onTouched={setTouched}
          isDefault={isDefault}
          onDefault={setIsDefault}
          detailMaxLength={100}
        />
        <div className="addr-form__actions">
          <LoadingButton block color="primary" size="large" onClick={save}>
            {t('gsBuy.address.save')}
          </LoadingButton>
          {editId > 0 && (
            <LoadingButton block size="large" color="danger" fill="outline" onClick={remove}>
              {t('gsBuy.address.deleteThis')}
            </LoadingButton>
          )}
        </div>
      </form>
    );

  return (
    <PageFrame
      title={editId ? t('gsBuy.address.editTitle') : t('gsBuy.address.addTitle')}
      page={PAGE}
      homePath={LIST}
      className="gs-buy"
    >
      {body}
    </PageFrame>
  );
}
