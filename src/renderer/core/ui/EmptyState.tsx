import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { cx } from './cx';
import { EmptyPicture } from './icons';

export interface EmptyStateProps {
  /** Default: "Nothing here yet". */
  title?: string;
  description?: string;
  /** Text of the next-step button (e.g. "Go shopping"); shown with `onAction`. */
  actionText?: string;
  onAction?: () => void;
  /** Replaces the default picture. */
  image?: ReactNode;
  className?: string;
  /** Extra actions below the button (e.g. a link). */
  children?: ReactNode;
}

/** A list or screen without content: picture, text and a next step. */
export function EmptyState({
  title,
  description,
  actionText,
  onAction,
  image,
  className,
  children,
}: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={cx('ui-state', className)}>
      {image ?? <EmptyPicture />}
      <p className="ui-state__title">{title ?? t('common.empty')}</p>
      {description && <p className="ui-state__description">{description}</p>}
      {actionText && onAction && (
        <Button className="ui-state__action" color="primary" shape="rounded" onClick={onAction}>
          {actionText}
        </Button>
      )}
      {children}
    </div>
  );
}
