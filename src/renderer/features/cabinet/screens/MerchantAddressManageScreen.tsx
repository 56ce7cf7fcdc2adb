/**
 * Add (no `id`) or edit (`?id=`) a merchant delivery address with the consumer address form
 * (features/address: the same fields, rules and regions). Problems show under each field once it
 * was left or on save, and nothing is sent while any remains; the server checks the same rules.
 */
import '../strings/buy';
import '../guishang-buy.css';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddressEditBody, editIdParam, useAddressEditor } from '../../address';
import * as buyApi from '../purchase/api';
import { confirm, ListSkeleton, PageFrame, toast } from '../../../core/ui';
import { reportFailure } from '../../../core/data';

const PAGE = 'pages/guishang/address/addressManage';
const LIST = '/pages/guishang/address/address';

export default function MerchantAddressManage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = editIdParam(params.get('id'));
  const editor = useAddressEditor(editId, buyApi.addressList);

  const leave = async () => {
    if (window.history.length > 1) await navigate(-1);
    else await navigate(LIST, { replace: true });
  };

  const save = async () => {
    const input = editor.submit();
    if (!input) {
      toast(t('gsBuy.address.fixFields'));
      return;
    }
    try {
      await buyApi.addressEdit(input);
      toast(t('gsBuy.address.saved'));
      await leave();
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
  };

  const remove = async () => {
    if (!editId || !(await confirm(t('gsBuy.address.deleteConfirm', { name: editor.draft.name }))))
      return;
    try {
      await buyApi.addressDel(editId);
      toast(t('gsBuy.address.deleted'));
      await leave();
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
  };

  return (
    <PageFrame
      title={editId ? t('gsBuy.address.editTitle') : t('gsBuy.address.addTitle')}
      page={PAGE}
      homePath={LIST}
      className="gs-buy"
    >
      <AddressEditBody
        editor={editor}
        skeleton={<ListSkeleton rows={4} />}
        notFound={{
          title: t('gsBuy.address.notFound'),
          actionText: t('gsBuy.address.title'),
          onAction: () => void navigate(LIST, { replace: true }),
        }}
        formClassName="addr-form gs-address-form"
        detailMaxLength={100}
        deleteButtonProps={{ color: 'danger', fill: 'outline' }}
        saveText={t('gsBuy.address.save')}
        deleteText={t('gsBuy.address.deleteThis')}
        onSave={save}
        onDelete={remove}
      />
    </PageFrame>
  );
}
