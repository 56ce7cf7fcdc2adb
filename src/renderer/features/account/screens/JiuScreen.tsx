/** Collected wine: the collections whose category is a wine (features/collection, kind=wine). */
import '../../collection/strings';
import { useTranslation } from '../../../core/i18n';
import { CollectionList } from '../../collection';

export default function JiuPage() {
  const { t } = useTranslation();
  return (
    <CollectionList
      page="pages/user/jiu"
      title={t('collect.wineTitle')}
      kind="wine"
      emptyText={t('collect.wineEmpty')}
    />
  );
}
