/** A leaf of the platform category tree: top categories, then the children of the chosen one. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { Category } from '../../../../shared/contract/types';
import { getChildCategories, getTopCategories } from '../../catalogue/api';
import { ErrorState, ListSkeleton } from '../../../core/ui';
import { Chips } from './fields';
import '../strings/goods';
import type { TranslationKey } from '../../../core/i18n/typed';

interface Branch {
  top: Category;
  children: Category[];
}

export interface CategoryPickerProps {
  value: number;
  onChange: (leafId: number) => void;
  error?: TranslationKey | null;
}

export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<Branch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [topId, setTopId] = useState(0);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const tops = (await getTopCategories()).data.list;
      const branches = await Promise.all(
        tops.map(async (top) => ({
          top,
          children: (await getChildCategories(top.id)).data.list,
        })),
      );
      setTree(branches);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  // The top of the saved leaf opens by itself.
  useEffect(() => {
    if (!tree || !value || topId) return;
    const b = tree.find((x) => x.top.id === value || x.children.some((c) => c.id === value));
    if (b) setTopId(b.top.id);
  }, [tree, value, topId]);

  if (failed) return <ErrorState onRetry={() => void load()} />;
  if (!tree) return <ListSkeleton rows={1} />;

  const branch = tree.find((b) => b.top.id === topId);
  return (
    <div data-testid="category-picker">
      <Chips
        label={t('gsGoods.sg.category')}
        showLabel
        options={tree.map((b) => ({ value: b.top.id, label: b.top.name }))}
        value={topId}
        onChange={(id) => {
          setTopId(id);
          const b = tree.find((x) => x.top.id === id);
          // A top without children is itself a leaf.
          onChange(b && b.children.length === 0 ? id : 0);
        }}
        testId="category-top"
        error={!branch ? error : null}
      />
      {branch && branch.children.length > 0 && (
        <Chips
          label={t('gsGoods.sg.subcategory')}
          showLabel
          options={branch.children.map((c) => ({ value: c.id, label: c.name }))}
          value={value}
          onChange={onChange}
          testId="category-leaf"
          error={error}
        />
      )}
    </div>
  );
}
