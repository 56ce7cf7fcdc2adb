/**
 * The goods lines of an order or after-sale: image, two-line title, spec, unit price × count.
 * A line opens what `onOpen` says (the order, on list cards), else its goods detail (issue 19:
 * no dead ends) — the activity's detail for an activity order's goods (issue 25, orderGoodsLink).
 */
import './strings/orders';
import { useTranslation } from '../../core/i18n';
import { Link } from 'react-router-dom';
import { Price } from '../../core/ui';
import { orderGoodsLink } from './goods-link';
import type { OrderLine } from './list-api';
import { specText } from './rules';
import './orders.css';

export interface OrderLinesProps {
  lines: readonly OrderLine[];
  /** what tapping a line does (e.g. open the order); the goods detail when absent */
  onOpen?: () => void;
}

export function OrderLines({ lines, onOpen }: OrderLinesProps) {
  const { t } = useTranslation();
  return (
    <ul className="ord-lines">
      {lines.map((l) => {
        const spec = specText(l.spec);
        const body = (
          <>
            <img className="ord-line__img" src={l.image} alt={l.title} loading="lazy" />
            <span className="ord-line__info">
              <span className="ord-line__title">{l.title}</span>
              {spec && <span className="ord-line__spec">{spec}</span>}
            </span>
            <span className="ord-line__price">
              <Price fen={l.price} size="sm" />
              <span className="ord-line__num">{t('orders.times', { n: l.quantity })}</span>
            </span>
          </>
        );
        return (
          <li key={l.id} className="ord-line">
            {onOpen ? (
              <button type="button" className="ord-line__link" onClick={onOpen}>
                {body}
              </button>
            ) : l.goods_id > 0 ? (
              <Link
                className="ord-line__link"
                to={orderGoodsLink(l)}
                data-testid="order-line-goods"
              >
                {body}
              </Link>
            ) : (
              <div className="ord-line__link">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
