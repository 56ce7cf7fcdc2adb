/**
 * Add (no `id`) or edit (`?id=`) a delivery address: consignee, mainland mobile (numeric keypad,
 * checked with `isMobile`), region (province / city / district from the built-in dataset of
 * core/address/regions.ts), detail, "set as default"; editing also offers delete. Problems show
 * under each field after it was left or on save; the server checks the same rules.
 *
 * In select mode (`select=1&back=`, passed on by the address list) a saved address is used at
 * once: back past the list to the confirmation page, which is replaced with `address_id`.
 */
import { Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { REPLY } from '../../../../shared/constants';
import * as addressApi from '../../../core/api/address';
import {
  ALL_TOUCHED,
  AddressFields,
  EMPTY_ADDRESS,
  type AddressTouched,
} from '../../../core/address/AddressFields';
import { addressErrors, type AddressDraft } from '../../../core/address/address-form';
import { useAsync } from '../../../core/catalogue/use-async';
import { safePagePath, withParam } from '../../../core/checkout/checkout-query';
import { confirm, EmptyState, ErrorState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure } from '../../../core/wallet/errors';

const PAGE = 'pages/subpack/address/addressManage';
const LIST = '/pages/subpack/address/address';

export default function AddressManage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const idParam = Number(params.get('id') ?? 0);
  const editId = Number.isSafeInteger(idParam) && idParam > 0 ? idParam : 0;
  const back = safePagePath(params.get('back'));
  const selecting = params.get('select') === '1' && back !== null;
  const state = location.state as { pick?: boolean; depth?: number } | null;

  // Editing needs the saved address: the list answers it (there is no single-address call).
  const load = useAsync(async () => {
    if (!editId) return null;
    const res = await addressApi.getAddresses();
    return res.data.list.find((a) => a.id === editId) ?? null;
  }, [editId]);

  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [isDefault, setIsDefault] = useState(false);
  const [touched, setTouched] = useState<AddressTouched>({});

  const saved = load.data;
  useEffect(() => {
    if (!saved) return;
    setDraft({
      name: saved.name,
      mobile: saved.mobile,
      region: [saved.province, saved.city, saved.district].filter(Boolean),
      detail: saved.detail,
    });
    setIsDefault(saved.is_default);
  }, [saved]);

  const errors = addressErrors(draft);
  const [province = '', city = '', district = ''] = draft.region;

  /** Leaves after a save or a delete; in select mode uses the address `id`. */
  const leave = async (id: number | null) => {
    if (selecting && back && id) {
      const target = '/' + withParam(back, 'address_id', id);
      if (state?.depth) {
        await navigate(state.pick ? -state.depth : -(state.depth - 1));
        await navigate(target, { replace: true });
      } else {
        await navigate(target, { replace: true });
      }
      return;
    }
    if (window.history.length > 1) await navigate(-1);
    else await navigate(LIST, { replace: true });
  };

  const save = async () => {
    setTouched(ALL_TOUCHED);
    if (Object.values(errors).some(Boolean)) return;
    try {
      const res = await addressApi.editAddress({
        ...(editId ? { id: editId } : {}),
        name: draft.name.trim(),
        mobile: draft.mobile,
        province,
        city,
        district,
        detail: draft.detail.trim(),
        is_default: isDefault,
      });
      if (res.code !== REPLY.OK) return;
      toast(t('address.saved'));
      await leave(res.data?.id ?? editId);
    } catch (error) {
      reportFailure(error);
    }
  };

  const remove = async () => {
    if (!editId || !(await confirm(t('address.deleteConfirm')))) return;
    try {
      const res = await addressApi.delAddress(editId);
      if (res.code !== REPLY.OK) return;
      toast(t('address.deleted'));
      if (window.history.length > 1) await navigate(-1);
      else await navigate(LIST, { replace: true });
    } catch (error) {
      reportFailure(error);
    }
  };

  let body;
  if (editId && load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (editId && load.status === 'loading')
    body = (
      <div className="card addr-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else if (editId && !saved)
    body = (
      <EmptyState
        title={t('address.notFound')}
        actionText={t('address.backToList')}
        onAction={() => void navigate(LIST, { replace: true })}
      />
    );
  else
    body = (
      <form className="addr-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <AddressFields
          draft={draft}
          onDraft={setDraft}
          touched={touched}
          onTouched={setTouched}
          isDefault={isDefault}
          onDefault={setIsDefault}
        />
        <div className="addr-form__actions">
          <LoadingButton block color="primary" size="large" shape="rounded" onClick={save}>
            {t('address.save')}
          </LoadingButton>
          {editId > 0 && (
            <LoadingButton block size="large" shape="rounded" onClick={remove}>
              {t('address.deleteThis')}
            </LoadingButton>
          )}
        </div>
      </form>
    );

  return (
    <PageFrame
      title={editId ? t('address.editTitle') : t('address.addTitle')}
      page={PAGE}
      homePath={LIST}
    >
      {body}
    </PageFrame>
  );
}
