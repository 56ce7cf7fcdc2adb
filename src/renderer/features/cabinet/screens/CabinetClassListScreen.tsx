/** Cabinet classes: name, sort and goods count; edit; delete (the server refuses a class with goods). */
import { useTranslation } from '../../../core/i18n';
import '../strings/goods';
import * as api from '../goods/api';
import '../gallery.css';
import { ClassListScreen } from '../goods/ClassList';

const editPath = (c: { id: number }) => `/pages/guishang/guizi/class/edit?id=${c.id}`;

export default function CabinetClassList() {
  const { t } = useTranslation();
  return (
    <ClassListScreen
      title={t('gsGoods.class.cabinetTitle')}
      page="pages/guishang/guizi/class/list"
      addPath="/pages/guishang/guizi/class/add"
      fetchList={api.cabinetClassList}
      rowTestId="class-row"
      showSort
      editPath={editPath}
      onDelete={api.cabinetClassDel}
    />
  );
}
