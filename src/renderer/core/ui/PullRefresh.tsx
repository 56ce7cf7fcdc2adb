import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { cx } from './cx';
import { atScrollTop } from './scroll-parent';

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export interface PullRefreshProps {
  /** Reloads what the screen shows; the head says "refreshing" until it settles. */
  onRefresh: () => Promise<unknown>;
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Texts of the four states; default the common.pullToRefresh.* strings. */
  pullingText?: string;
  canReleaseText?: string;
  refreshingText?: string;
  completeText?: string;
}

/** Height of the head while refreshing, px (antd-mobile's, so screens keep their look). */
export const PULL_HEAD_PX = 40;
/** How far the head must be pulled before releasing refreshes, px. */
export const PULL_THRESHOLD_PX = 60;
/** How long "refreshed" stays before the head closes, ms. */
export const PULL_COMPLETE_MS = 500;
/** The head's closing transition (ui.css), ms: a new pull waits for it. */
export const PULL_SETTLE_MS = 300;

/**
 * The finger's distance turned into the head's height: a rubber band that follows closely at
 * first and never passes five head heights (antd-mobile's curve, so the pull feels the same).
 */
export function pullDistance(dy: number): number {
  if (dy <= 0) return 0;
  const max = PULL_HEAD_PX * 5;
  const k = 0.5;
  return (dy * max * k) / (max + k * dy);
}

type Gesture = 'idle' | 'undecided' | 'pull' | 'ignore';

/**
 * Pull to refresh without an animation library: pulling down while everything above is
 * scrolled to the top (inner scrollers and the document) opens a head that says "pull",
 * "release" past the threshold, then "refreshing" while `onRefresh` runs and "refreshed".
 * A gesture that starts sideways (the home carousel) or anywhere but the top is left to the
 * browser, and a pull during a refresh does nothing.
 */
export function PullRefresh({
  onRefresh,
  children,
  disabled = false,
  className,
  pullingText,
  canReleaseText,
  refreshingText,
  completeText,
}: PullRefreshProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus>('pulling');
  // The head's text is only rendered while the head is open, so screen readers and text
  // searches do not find a "pull to refresh" that nobody sees.
  const [open, setOpen] = useState(false);

  const latest = useRef({ onRefresh, disabled });
  useLayoutEffect(() => {
    latest.current = { onRefresh, disabled };
  });

  useEffect(() => {
    const root = rootRef.current;
    const head = headRef.current;
    if (!root || !head) return;

    let gesture: Gesture = 'idle';
    let startX = 0;
    let startY = 0;
    let canRelease = false;
    // From the release until the head has closed again: no new pull, no second refresh.
    let busy = false;
    let alive = true;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (fn: () => void, ms: number) => {
      const id = setTimeout(() => {
        timers.delete(id);
        if (alive) fn();
      }, ms);
      timers.add(id);
    };

    // The height is written to the DOM directly: a React render per touchmove would re-render
    // the whole screen inside. The transition is off while the finger drives the height.
    const setHeight = (px: number, follow: boolean) => {
      head.style.transition = follow ? 'none' : '';
      head.style.height = `${Math.round(px)}px`;
    };

    const close = () => {
      busy = true;
      setHeight(0, false);
      later(() => {
        setStatus('pulling');
        setOpen(false);
        busy = false;
      }, PULL_SETTLE_MS);
    };

    const refresh = async () => {
      busy = true;
      setHeight(PULL_HEAD_PX, false);
      setStatus('refreshing');
      let ok = true;
      try {
        await latest.current.onRefresh();
      } catch {
        // The screens report their own failures (a toast); the head just closes.
        ok = false;
      }
      if (!alive) return;
      if (ok) {
        setStatus('complete');
        later(close, PULL_COMPLETE_MS);
      } else {
        close();
      }
    };

    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!touch || e.touches.length !== 1) return;
      if (busy || latest.current.disabled) {
        gesture = 'ignore';
        return;
      }
      gesture = 'undecided';
      startX = touch.clientX;
      startY = touch.clientY;
    };

    const onMove = (e: TouchEvent) => {
      if (gesture === 'idle' || gesture === 'ignore') return;
      const touch = e.touches[0];
      if (!touch) return;
      const dx = touch.clientX - startX;
      const dy = touch.clientY - startY;
      if (gesture === 'undecided') {
        if (dx === 0 && dy === 0) return;
        // Decided on the first move, while the browser still lets us cancel it: downward,
        // more down than sideways, and nothing above scrolled.
        const target = e.target instanceof Element ? e.target : root;
        if (dy > 0 && dy >= Math.abs(dx) && atScrollTop(target)) {
          gesture = 'pull';
          setOpen(true);
        } else {
          gesture = 'ignore';
          return;
        }
      }
      // A gesture that turns sideways early was a swipe after all: give it back.
      if (Math.abs(dx) > Math.abs(dy) && dy < PULL_HEAD_PX / 2) {
        gesture = 'ignore';
        canRelease = false;
        close();
        return;
      }
      if (e.cancelable) e.preventDefault();
      const px = pullDistance(dy);
      setHeight(px, true);
      canRelease = px > PULL_THRESHOLD_PX;
      setStatus(canRelease ? 'canRelease' : 'pulling');
    };

    const onEnd = (e: TouchEvent) => {
      if (e.touches.length > 0) return;
      const was = gesture;
      gesture = 'idle';
      if (was !== 'pull') return;
      if (canRelease && e.type === 'touchend') void refresh();
      else close();
      canRelease = false;
    };

    // Only touchmove is not passive, and it cancels nothing unless a pull from the top is under
    // way: scrolling anywhere else never waits for this code to decide.
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd, { passive: true });
    root.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      alive = false;
      timers.forEach(clearTimeout);
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const texts: Record<PullStatus, string> = {
    pulling: pullingText ?? t('common.pullToRefresh.pulling'),
    canRelease: canReleaseText ?? t('common.pullToRefresh.canRelease'),
    refreshing: refreshingText ?? t('common.pullToRefresh.refreshing'),
    complete: completeText ?? t('common.pullToRefresh.complete'),
  };

  return (
    <div ref={rootRef} className={cx('ui-pull', className)} data-status={status}>
      <div ref={headRef} className="ui-pull__head">
        <div className="ui-pull__text" role="status">
          {open && texts[status]}
        </div>
      </div>
      <div className="ui-pull__content">{children}</div>
    </div>
  );
}
