/**
 * A read-only score out of five in antd-mobile Rate's look. Its Rate is for input: it brings
 * @use-gesture to the detail's first load for stars nobody drags.
 */
import './detail-light.css';
import { cx } from '../../../core/ui/cx';

const STAR =
  'm21 34-10.52 5.53a2 2 0 0 1-2.902-2.108l2.01-11.714-8.511-8.296a2 2 0 0 1 1.108-3.411l11.762-1.71 5.26-10.657a2 2 0 0 1 3.586 0l5.26 10.658L39.815 14a2 2 0 0 1 1.108 3.411l-8.51 8.296 2.009 11.714a2 2 0 0 1-2.902 2.109L21 34Z';

export function Stars({ score, className }: { score: number; className?: string }) {
  return (
    <span className={cx('detail-stars', className)} aria-hidden="true" data-score={score}>
      {[1, 2, 3, 4, 5].map((v) => (
        <span
          key={v}
          className={cx('detail-stars__star', score >= v && 'detail-stars__star--active')}
        >
          <svg viewBox="0 0 42 40" height="1em" style={{ verticalAlign: '-0.125em' }}>
            <path d={STAR} fill="currentColor" fillRule="evenodd" />
          </svg>
        </span>
      ))}
    </span>
  );
}
