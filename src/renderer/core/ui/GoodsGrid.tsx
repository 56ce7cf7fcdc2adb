import type { GoodsItem } from '../../../shared/contract/types';
import { cx } from './cx';
import { GoodsCard } from './GoodsCard';

export interface GoodsGridProps {
  list: GoodsItem[];
  onOpen?: (path: string) => void;
  className?: string;
}

/** Goods cards in two columns. */
export function GoodsGrid({ list, onOpen, className }: GoodsGridProps) {
  return (
    <ul className={cx('ui-goods-grid', className)}>
      {list.map((goods, i) => (
        // The same goods can appear twice (two activities, or a page boundary moving while
        // paging), so the index completes the key.
        <li key={`${goods.type}-${goods.activity_goods_id}-${goods.id}-${goods.sku_id}-${i}`}>
          <GoodsCard goods={goods} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
