/** Name and sort order of a cabinet class or a shop category (add and edit screens). */
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { scrollToFirstError, TextField } from './fields';
import { GoodsFormFrame } from './parts';
import { checkInt, checkName } from './rules';
import '../strings/goods';

export interface ClassFormProps {
  initialName?: string;
  initialSort?: number;
  /** Saves; a rejection keeps the form as typed (the wrapper has shown why). */
  onSubmit: (name: string, sort: number) => Promise<void>;
}

export function ClassForm({ initialName = '', initialSort, onSubmit }: ClassFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [sort, setSort] = useState(initialSort === undefined ? '' : String(initialSort));
  const [tried, setTried] = useState(false);
  const nameCheck = checkName(name, 32);
  const sortCheck = checkInt(sort, 0, 9999, 0);

  const submit = async () => {
    setTried(true);
    if (!nameCheck.ok || !sortCheck.ok) {
      scrollToFirstError();
      return;
    }
    try {
      await onSubmit(nameCheck.value, sortCheck.value);
    } catch {
      // shown by the request wrapper; the form stays as typed
    }
  };

  return (
    <GoodsFormFrame onSubmit={submit}>
      <TextField
        label={t('gsGoods.class.name')}
        value={name}
        onChange={setName}
        maxLength={40}
        error={tried && !nameCheck.ok ? nameCheck.error : null}
        testId="class-name"
      />
      <TextField
        label={t('gsGoods.class.sort')}
        value={sort}
        onChange={setSort}
        inputMode="numeric"
        hint={t('gsGoods.class.sortHint')}
        error={tried && !sortCheck.ok ? sortCheck.error : null}
        testId="class-sort"
      />
    </GoodsFormFrame>
  );
}
