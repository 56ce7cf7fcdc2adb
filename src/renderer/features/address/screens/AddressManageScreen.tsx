/**
 * Add (no `id`) or edit (`?id=`) a delivery address: consignee, mainland mobile (numeric keypad,
 * checked with `isMobile`), region (province / city / district from the built-in dataset of
 * features/address/regions.ts), detail, "set as default"; editing also offers delete. Problems show
 * under each field after it was left or on save; the server checks the same rules.
 *
 * In select mode (`select=1&back=`, passed on by the address list) a saved address is used at
 * once: back past the list to the confirmation page, which is replaced with `address_id`.
 */
import '../../wallet/strings/wallet';
import '../strings';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AddressEditBody, editIdParam, useAddressEditor } from '../AddressEditor';
import * as addressApi from '../api';
import { safePagePath, withParam } from '../../checkout';
import { confirm, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrap } from '../../../core/data';

const PAGE = 'pages/subpack/address/addressManage';
const LIST = '/pages/subpack/address/address';

export default function AddressManage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const editId = editIdParam(params.get('id'));
  const back = safePagePath(params.get('back'));
  const selecting = params.get('select') === '1' && back !== null;
  const state = location.state as { pick?: boolean; depth?: number } | null;

  // Editing needs the saved address: the list answers it (there is no single-address call).
  const editor = useAddressEditor(editId, addressApi.getAddresses);

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
    const input = editor.submit();
    if (!input) return;
    try {
      const saved = await unwrap(addressApi.editAddress(input));
      toast(t('address.saved'));
      await leave(saved?.id ?? editId);
    } catch (error) {
      reportFailure(error, { fallback: t('wallet.networkError') });
    }
  };

  const remove = async () => {
    if (!editId || !(await confirm(t('address.deleteConfirm')))) return;
    try {
      await unwrap(addressApi.delAddress(editId));
      toast(t('address.deleted'));
      if (window.history.length > 1) await navigate(-1);
      else await navigate(LIST, { replace: true });
    } catch (error) {
      reportFailure(error, { fallback: t('wallet.networkError') });
    }
  };

  return (
    <PageFrame
      title={editId ? t('address.editTitle') : t('address.addTitle')}
      page={PAGE}
      homePath={LIST}
    >
      <AddressEditBody
        editor={editor}
        skeleton={
          <div className="card addr-form" aria-busy="true">
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        }
        notFound={{
          title: t('address.notFound'),
          actionText: t('address.backToList'),
          onAction: () => void navigate(LIST, { replace: true }),
        }}
        formClassName="addr-form"
        buttonProps={{ shape: 'rounded' }}
        saveText={t('address.save')}
        deleteText={t('address.deleteThis')}
        onSave={save}
        onDelete={remove}
      />
    </PageFrame>
  );
}
