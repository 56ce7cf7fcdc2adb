/**
 * Overlays of the goods detail (SKU picker, all comments, image viewer) as chunks of their own:
 * antd-mobile's Popup and ImageViewer bring its animation stack (@react-spring, @use-gesture),
 * which the detail's first load does without (docs/first-load.md).
 */
import './detail-light.css';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../core/i18n';
import { loadOnce, whenIdle } from '../../../core/platform/lazy';
import { toast } from '../../../core/ui/feedback';

interface OverlayProps {
  visible: boolean;
  onClose: () => void;
}

export interface LazyOverlay<P extends OverlayProps> {
  /** Nothing until first opened; then the chunk's component (a veil while it loads). */
  Overlay: ComponentType<P>;
}

/**
 * Keeps an overlay closed for its first render and opens it right after: antd-mobile animates
 * its popups and viewer only on a change of `visible`, and a chunk that arrives for a tap mounts
 * them already open.
 */
export function useOpenAfterMount(visible: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return visible && mounted;
}

/** A light veil over the page while a tapped overlay's chunk is on its way; a tap cancels. */
export function LoadingVeil({ onClose }: { onClose: () => void }) {
  return (
    <div className="detail-veil" aria-busy="true" data-testid="detail-veil" onClick={onClose} />
  );
}

/**
 * `load` resolves to the overlay's component. The overlay renders nothing until it is first
 * opened (so a detail nobody taps never runs it), schedules the chunk's download once the browser
 * is idle after it mounted (so the first tap does not wait on the network), and stays mounted
 * after closing so it can animate out. A chunk that cannot load (offline) tells the user and
 * closes; the next tap tries again.
 */
export function lazyOverlay<P extends OverlayProps>(
  load: () => Promise<ComponentType<P>>,
): LazyOverlay<P> {
  const preload = loadOnce(load);

  let loaded = false;

  function Failed({ onClose }: P) {
    const { t } = useTranslation();
    const first = useRef({ onClose, t });
    useEffect(() => {
      toast(first.current.t('common.loadError'));
      first.current.onClose();
    }, []);
    return null;
  }

  const fresh = () =>
    lazy<ComponentType<P>>(() =>
      preload().then(
        (Component) => {
          loaded = true;
          return { default: Component };
        },
        () => {
          // React.lazy keeps its first outcome: the next open gets a fresh one that loads again.
          Current = fresh();
          return { default: Failed };
        },
      ),
    );
  let Current = fresh();

  function Overlay(props: P) {
    const [opened, setOpened] = useState(props.visible);
    if (props.visible && !opened) setOpened(true);
    useEffect(() => whenIdle(() => void preload().catch(() => undefined)), []);
    // Closed after a failed load: nothing, so the retry waits for the next tap.
    if (!opened || (!props.visible && !loaded)) return null;
    return (
      <Suspense fallback={props.visible ? <LoadingVeil onClose={props.onClose} /> : null}>
        <Current {...props} />
      </Suspense>
    );
  }

  return { Overlay };
}
