/** The category tree of the flat list the API answers (issue 20, part stock). */
import type { OpsCategory } from '../../../../../shared/contract/ops-stock';

export interface CategoryNode extends OpsCategory {
  children?: CategoryNode[];
}

/** Top categories with their children, each level by sort then id. */
export function buildTree(list: readonly OpsCategory[]): CategoryNode[] {
  const bySort = (a: OpsCategory, b: OpsCategory) => a.sort - b.sort || a.id - b.id;
  const ids = new Set(list.map((c) => c.id));
  const tops = list.filter((c) => c.parent_id === 0 || !ids.has(c.parent_id)).sort(bySort);
  return tops.map((top) => {
    const children = list.filter((c) => c.parent_id === top.id).sort(bySort);
    return children.length ? { ...top, children: children.map((c) => ({ ...c })) } : { ...top };
  });
}
