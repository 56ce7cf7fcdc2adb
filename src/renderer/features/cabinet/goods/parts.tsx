/**
 * Pieces the merchant goods screens share: the class list load, the form frame with its save
 * button, the price / sale status / photos fields, the status filter, one goods row's photo,
 * name and meta line, and the paged goods rows.
 */
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import * as api from './api';
import type { CabinetGoodsDetail } from './api';
import { ImageGalleryEditor } from '../ImageGalleryEditor';
import {
  EmptyState,
  ErrorState,
  InfiniteFooter,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  type PagedList,
} from '../../../core/ui';
import { Chips, TextField } from './fields';
import '../strings/goods';
import type { TranslationKey } from '../../../core/i18n/typed';

/** The merchant's classes (cabinet classes or shop categories): null while loading. */
export function useClassList<C>(fetchList: () => Promise<{ data: { list: C[] } }>) {
  const [list, setList] = useState<C[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    try {
      setList((await fetchList()).data.list);
    } catch {
      setFailed(true);
    }
  }, [fetchList]);
  useEffect(() => {
    void load();
  }, [load]);
  return { list, failed, load };
}

/** A goods / class form: the fields, then the save button; Enter saves too. */
export function GoodsFormFrame({
  onSubmit,
  children,
}: {
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="gs-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <LoadingButton block color="primary" size="large" onClick={onSubmit}>
        {t('gsGoods.save')}
      </LoadingButton>
    </form>
  );
}

/** The price in yuan; a problem shows once typed or after a save attempt. */
export function PriceField({
  value,
  onChange,
  tried,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  tried: boolean;
  error: TranslationKey | null;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('gsGoods.priceYuan')}
      value={value}
      onChange={onChange}
      inputMode="decimal"
      error={(tried || value !== '') && error ? error : null}
      testId="goods-price"
    />
  );
}

/** On sale (1) / off sale (0). */
export function SaleStatusChips({
  value,
  onChange,
}: {
  value: number;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Chips
      label={t('gsGoods.status')}
      showLabel
      options={[
        { value: 1, label: t('gsGoods.onSale') },
        { value: 0, label: t('gsGoods.offSale') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}

/** The photos of a goods (1–9, reorderable), with an optional problem under them. */
export function PhotosField({
  initial,
  onChange,
  onBusyChange,
  error,
}: {
  initial: string[];
  onChange: (images: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: TranslationKey | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="gs-field">
      <span className="gs-field__label">{t('gsGoods.photos')}</span>
      <ImageGalleryEditor initial={initial} onChange={onChange} onBusyChange={onBusyChange} />
      {error && (
        <p className="gs-field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export type StatusFilter = 'all' | 1 | 0;

/** The list filter: all / on sale / off sale. */
export function StatusFilterChips({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (v: StatusFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Chips<StatusFilter>
      label={t('gsGoods.status')}
      options={[
        { value: 'all', label: t('gsGoods.all') },
        { value: 1, label: t('gsGoods.onSale') },
        { value: 0, label: t('gsGoods.offSale') },
      ]}
      value={value}
      onChange={onChange}
      testId="status-filter"
    />
  );
}

/** A goods row's photo (or a blank), name and the meta line (price, on / off sale, then `children`). */
export function GoodsRowSummary({
  image,
  name,
  price,
  status,
  children,
}: {
  image: string | undefined;
  name: string;
  /** the price element */
  price: ReactNode;
  status: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {image ? (
        <img className="gs-row__img" src={image} alt={name} />
      ) : (
        <span className="gs-row__img" aria-hidden="true" />
      )}
      <div className="gs-row__main">
        <h2 className="gs-row__name">{name}</h2>
        <div className="gs-row__meta">
          {price}
          <span className={status === 1 ? 'gs-status--on' : 'gs-status--off'}>
            {status === 1 ? t('gsGoods.onSale') : t('gsGoods.offSale')}
          </span>
          {children}
        </div>
      </div>
    </>
  );
}

/** A paged goods list: skeleton, error with retry, empty with "add", or the rows and "more". */
export function PagedGoodsRows<T>({
  list,
  emptyTitle,
  onAdd,
  renderRow,
}: {
  list: PagedList<T>;
  emptyTitle: string;
  onAdd: () => void;
  /** one row's `<li>` */
  renderRow: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (list.status === 'loading') return <ListSkeleton rows={4} />;
  if (list.status === 'error') return <ErrorState onRetry={() => void list.reload()} />;
  if (list.status === 'empty')
    return <EmptyState title={emptyTitle} actionText={t('gsGoods.add')} onAction={onAdd} />;
  return (
    <>
      <ul className="gs-rows">{list.items.map(renderRow)}</ul>
      <InfiniteFooter hasMore={list.hasMore} loadMore={list.loadMore} />
    </>
  );
}

/** One cabinet goods by id (the detail route): undefined while loading, null when not found. */
export function useCabinetGoods(id: number) {
  const [goods, setGoods] = useState<CabinetGoodsDetail | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    setGoods(undefined);
    try {
      setGoods(await api.cabinetGoodsLoad(id));
    } catch {
      setFailed(true);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  return { goods, failed, load };
}

/** Error with retry, skeleton or "not found" while one goods is not there (nothing once it is). */
export function GoodsLoadStates({
  state,
  skeletonRows,
}: {
  state: { goods: unknown; failed: boolean; load: () => Promise<void> };
  skeletonRows: number;
}) {
  const { t } = useTranslation();
  if (state.failed) return <ErrorState onRetry={() => void state.load()} />;
  if (state.goods === undefined) return <ListSkeleton rows={skeletonRows} />;
  if (state.goods === null) return <EmptyState title={t('gsGoods.notFound')} />;
  return null;
}

/** A list screen with "add" in the header. */
export function ListPageFrame({
  title,
  page,
  onAdd,
  children,
}: {
  title: string;
  /** the route of the page (PageFrame's `page`) */
  page: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={title}
      page={page}
      right={
        <Button size="small" color="primary" onClick={onAdd}>
          {t('gsGoods.add')}
        </Button>
      }
    >
      {children}
    </PageFrame>
  );
}

/** The goods name (up to 64 characters; typing stops at 70). */
export function GoodsNameField({
  label,
  value,
  onChange,
  tried,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  tried: boolean;
  error: TranslationKey | null;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      maxLength={70}
      error={tried && error ? error : null}
      testId="goods-name"
    />
  );
}

/** The list filter by class: all, then each class. */
export function ClassFilterChips({
  label,
  classes,
  value,
  onChange,
}: {
  label: string;
  classes: readonly { id: number; name: string }[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Chips
      label={label}
      options={[
        { value: 0, label: t('gsGoods.all') },
        ...classes.map((c) => ({ value: c.id, label: c.name })),
      ]}
      value={value}
      onChange={onChange}
      testId="class-filter"
    />
  );
}
