/** My collections: every collected goods (features/collection). */
import '../strings';
import { useTranslation } from '../../../core/i18n';
import { CollectionList } from '../CollectionList';

export default function MyCollectPage() {
  const { t } = useTranslation();
  return (
    <CollectionList
      page="pages/subpack1/user/my-collect"
      title={t('collect.title')}
      kind="all"
      emptyText={t('collect.empty')}
    />
  );
}
