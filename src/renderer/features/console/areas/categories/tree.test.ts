import { describe, expect, it } from 'vitest';
import type { OpsCategory } from '../../../../../shared/contract/ops-stock';
import { buildTree } from './tree';

const c = (id: number, parent_id: number, sort: number): OpsCategory => ({
  id,
  parent_id,
  sort,
  name: `c${id}`,
  name_en: '',
  image: '',
  hidden: false,
  goods_count: 0,
});

describe('buildTree', () => {
  it('nests children under their parent, each level by sort then id', () => {
    const tree = buildTree([c(3, 0, 1), c(1, 0, 0), c(5, 1, 1), c(4, 1, 0), c(6, 1, 0)]);
    expect(tree.map((n) => n.id)).toEqual([1, 3]);
    expect(tree[0]!.children!.map((n) => n.id)).toEqual([4, 6, 5]);
    expect(tree[1]!.children).toBeUndefined();
  });
});
