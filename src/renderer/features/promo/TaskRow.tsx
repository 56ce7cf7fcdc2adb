/** One points task: title, description, points and its action or state. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { cx } from '../../core/ui';
import './promo-tasks.css';
import './strings/tasks';
import { formatPoints } from '../../core/i18n/format';

export interface TaskRowProps {
  id: string;
  title: string;
  description: string;
  /** points the task gives; hidden when unknown */
  points?: number;
  done: boolean;
  /** the button (or link) while not done */
  action?: ReactNode;
  /** text of the done state; default "done" */
  doneText?: string;
}

export function TaskRow({ id, title, description, points, done, action, doneText }: TaskRowProps) {
  const { t } = useTranslation();
  return (
    <li
      className={cx('pt-task', done && 'pt-task--done')}
      data-testid="task-row"
      data-task={id}
      data-done={done}
    >
      <div className="pt-task__main">
        <p className="pt-task__title">
          {title}
          {points !== undefined && points > 0 && (
            <span className="pt-task__points">
              {t('promoTasks.tasks.points', { n: formatPoints(points) })}
            </span>
          )}
        </p>
        <p className="pt-task__desc">{description}</p>
      </div>
      <div className="pt-task__side">
        {done ? (
          <span className="pt-task__state" data-testid="task-done">
            {doneText ?? t('promoTasks.tasks.done')}
          </span>
        ) : (
          action
        )}
      </div>
    </li>
  );
}
