/**
 * A month of the sign-in calendar: weekday header, one cell per day, signed days ticked, today
 * ringed, with buttons for the previous and next month (never past the current month).
 */
import { useTranslation } from '../../core/i18n';
import { cx } from '../../core/ui';
import { BackIcon } from '../../core/ui/icons';
import { compareMonths, monthGrid, type ChinaDate, type YearMonth } from './sign-calendar';
import './promo-tasks.css';
import './strings/tasks';

export interface SignCalendarProps {
  month: YearMonth;
  /** signed days of `month` */
  days: readonly number[];
  /** today by the server clock, China time */
  today: ChinaDate;
  onMonth: (m: YearMonth) => void;
  prev: YearMonth;
  next: YearMonth;
  loading?: boolean;
}

export function SignCalendar({
  month,
  days,
  today,
  onMonth,
  prev,
  next,
  loading,
}: SignCalendarProps) {
  const { t } = useTranslation();
  const weekdays = t('promoTasks.sign.weekdays').split(',');
  const signed = new Set(days);
  const isTodayMonth = compareMonths(month, today) === 0;
  const canNext = compareMonths(next, today) <= 0;
  const title = t('promoTasks.sign.monthTitle', { year: month.year, month: month.month });

  return (
    <section className="pt-calendar" aria-labelledby="pt-calendar-title" aria-busy={loading}>
      <div className="pt-calendar__head">
        <button
          type="button"
          className="ui-icon-button"
          aria-label={t('promoTasks.sign.prevMonth')}
          onClick={() => onMonth(prev)}
        >
          <BackIcon />
        </button>
        <h2 id="pt-calendar-title" className="pt-calendar__title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="ui-icon-button pt-calendar__next"
          aria-label={t('promoTasks.sign.nextMonth')}
          disabled={!canNext}
          onClick={() => onMonth(next)}
        >
          <BackIcon />
        </button>
      </div>
      <table className="pt-calendar__grid" data-testid="sign-calendar">
        <caption className="ui-sr-only">{t('promoTasks.sign.calendar')}</caption>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, i) => (
            <tr key={i}>
              {week.map((d, j) => {
                if (d === null) return <td key={j} />;
                const isSigned = signed.has(d);
                const isToday = isTodayMonth && d === today.day;
                const label = t(
                  isSigned ? 'promoTasks.sign.daySigned' : 'promoTasks.sign.dayLabel',
                  { month: month.month, day: d },
                );
                return (
                  <td key={j}>
                    <span
                      className={cx(
                        'pt-calendar__day',
                        isSigned && 'pt-calendar__day--signed',
                        isToday && 'pt-calendar__day--today',
                      )}
                      role="img"
                      data-testid="sign-day"
                      data-day={d}
                      data-signed={isSigned}
                      data-today={isToday || undefined}
                      aria-label={isToday ? `${t('promoTasks.sign.dayToday')} ${label}` : label}
                      aria-current={isToday ? 'date' : undefined}
                    >
                      <span aria-hidden="true">{d}</span>
                      {isSigned && (
                        <svg
                          className="pt-calendar__tick"
                          viewBox="0 0 24 24"
                          width="12"
                          height="12"
                          aria-hidden="true"
                        >
                          <path
                            d="M5 12.5l4.5 4.5L19 7.5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="3"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        </svg>
                      )}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
