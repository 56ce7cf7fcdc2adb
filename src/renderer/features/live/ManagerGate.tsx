/**
 * Management screens need the live-room manager right (`/api/user/get_seller_access`,
 * `live_manager`): without it a clear screen says so instead of a page of 403 toasts. The
 * server checks the right again on every call.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { getSellerAccess } from '../account/api';
import { heldRights } from '../account';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { ListSkeleton } from '../../core/ui/ListSkeleton';
import { PageFrame } from '../../core/ui/PageFrame';
import './strings';

export type Access = 'loading' | 'yes' | 'no' | 'error';

export function useLiveRight(): { access: Access; retry: () => void } {
  const [access, setAccess] = useState<Access>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getSellerAccess().then(
      (r) => live && setAccess(heldRights(r.data).has('live_manager') ? 'yes' : 'no'),
      () => live && setAccess('error'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setAccess('loading');
    setAttempt((a) => a + 1);
  }, []);
  return { access, retry };
}

export interface ManagerGateProps {
  /** what useLiveRight answered (the page may need it for its nav bar too) */
  right: { access: Access; retry: () => void };
  children: ReactNode;
}

export function ManagerGate({ right, children }: ManagerGateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access, retry } = right;
  if (access === 'loading') return <ListSkeleton rows={3} />;
  if (access === 'error') return <ErrorState onRetry={retry} />;
  if (access === 'no')
    return (
      <EmptyState
        title={t('live.manage.noRight')}
        description={t('live.manage.noRightHint')}
        actionText={t('live.manage.toRoom')}
        onAction={() => void navigate('/pages/live/room', { replace: true })}
      />
    );
  return <>{children}</>;
}

export interface ManagerPageProps {
  title: string;
  page: string;
  /** where the back button goes when there is no history; default the rooms list */
  homePath?: string;
  /** nav bar action, shown only with the right */
  navRight?: (access: Access) => ReactNode;
  /** footer, shown only with the right */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every live management screen: title, back, and the right check around it. */
export function ManagerPage({
  title,
  page,
  homePath = '/pages/live/list',
  navRight,
  footer,
  children,
}: ManagerPageProps) {
  const right = useLiveRight();
  const allowed = right.access === 'yes';
  return (
    <PageFrame
      title={title}
      page={page}
      homePath={homePath}
      className="live-page"
      right={allowed ? navRight?.(right.access) : undefined}
      footer={allowed ? footer : undefined}
    >
      <ManagerGate right={right}>{children}</ManagerGate>
    </PageFrame>
  );
}
