/**
 * The add / edit address screen body shared by the consumer and the merchant (guishang) screens:
 * `useAddressEditor` loads the saved address (from the list: there is no single-address call),
 * owns the draft and turns it into the saved fields; `AddressEditBody` shows error with retry,
 * loading, "not found", or the form with save (and delete when editing). The caller owns the
 * API calls, the texts and where to go afterwards.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Address, AddressInput } from './api';
import { useLoad } from '../../core/data';
import { EmptyState, ErrorState, LoadingButton, type LoadingButtonProps } from '../../core/ui';
import { addressErrors, type AddressDraft } from './address-form';
import { ALL_TOUCHED, AddressFields, EMPTY_ADDRESS, type AddressTouched } from './AddressFields';
import './address.css';

/** A saved address of either API (the merchant one may answer `is_default` as 0 / 1). */
type SavedAddress = Omit<Address, 'full' | 'is_default'> & { is_default: boolean | number };

/** The saved fields of an address with `is_default` set (e.g. "set as default" on a list). */
export function addressInput(
  { id, name, mobile, province, city, district, detail }: SavedAddress,
  isDefault: boolean,
): AddressInput {
  return { id, name, mobile, province, city, district, detail, is_default: isDefault };
}

/** `?id=` as an address id, 0 when absent or not a positive integer. */
export function editIdParam(v: string | null): number {
  const n = Number(v ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export function useAddressEditor<A extends SavedAddress>(
  editId: number,
  fetchList: () => Promise<{ data: { list: A[] } }>,
) {
  // `fetchList` is the consumer list or the merchant one (cabinet), whose success codes differ;
  // a refusal resolves without a list and shows the error state.
  const load = useLoad(async () => {
    if (!editId) return null;
    const res = await fetchList();
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

  /** Marks every field touched; the fields to save, or null while any problem remains. */
  const submit = (): AddressInput | null => {
    setTouched(ALL_TOUCHED);
    if (Object.values(addressErrors(draft)).some(Boolean)) return null;
    const [province = '', city = '', district = ''] = draft.region;
    return {
      ...(editId ? { id: editId } : {}),
      name: draft.name.trim(),
      mobile: draft.mobile,
      province,
      city,
      district,
      detail: draft.detail.trim(),
      is_default: isDefault,
    };
  };

  return {
    editId,
    // What the body needs of the load (its status and the retry), not its setter: the editor of
    // a merchant address stays assignable to the one of a saved address.
    load: { status: load.status, error: load.error, retry: load.retry },
    saved,
    draft,
    setDraft,
    isDefault,
    setIsDefault,
    touched,
    setTouched,
    submit,
  };
}

export type AddressEditor = ReturnType<typeof useAddressEditor>;

type ButtonLook = Omit<LoadingButtonProps, 'onClick'>;

export function AddressEditBody({
  editor,
  skeleton,
  notFound,
  formClassName,
  detailMaxLength,
  buttonProps,
  deleteButtonProps,
  saveText,
  deleteText,
  onSave,
  onDelete,
}: {
  editor: AddressEditor;
  /** shown while the saved address loads */
  skeleton: ReactNode;
  notFound: { title: string; actionText: string; onAction: () => void };
  formClassName: string;
  detailMaxLength?: number;
  /** props of both buttons (e.g. shape) */
  buttonProps?: ButtonLook;
  /** further props of the delete button */
  deleteButtonProps?: ButtonLook;
  saveText: string;
  deleteText: string;
  onSave: () => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const { editId, load, saved } = editor;
  if (editId && load.status === 'error') return <ErrorState onRetry={load.retry} />;
  if (editId && load.status === 'loading') return <>{skeleton}</>;
  if (editId && !saved) return <EmptyState {...notFound} />;
  return (
    <form className={formClassName} noValidate onSubmit={(e) => e.preventDefault()}>
      <AddressFields
        draft={editor.draft}
        onDraft={editor.setDraft}
        touched={editor.touched}
        onTouched={editor.setTouched}
        isDefault={editor.isDefault}
        onDefault={editor.setIsDefault}
        detailMaxLength={detailMaxLength}
      />
      <div className="addr-form__actions">
        <LoadingButton block color="primary" size="large" {...buttonProps} onClick={onSave}>
          {saveText}
        </LoadingButton>
        {editId > 0 && (
          <LoadingButton
            block
            size="large"
            {...buttonProps}
            {...deleteButtonProps}
            onClick={onDelete}
          >
            {deleteText}
          </LoadingButton>
        )}
      </div>
    </form>
  );
}
