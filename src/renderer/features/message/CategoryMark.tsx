import { useTranslation } from '../../core/i18n';
import { CATEGORY_COLOR, type MsgCategory } from './categories';
import './strings/messages';

/** A round mark with the category's first letter (decorative: the label is beside it). */
export function CategoryMark({ category }: { category: MsgCategory }) {
  const { t } = useTranslation();
  return (
    <span className="msg-mark" aria-hidden="true" style={{ background: CATEGORY_COLOR[category] }}>
      {t(`msg.categories.${category}`).slice(0, 1)}
    </span>
  );
}
