import {
  Children,
  isValidElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cx } from './cx';

export interface CarouselProps {
  /** One child per slide (home: the banner links with their images). */
  children: ReactNode;
  /** Names the carousel for screen readers. */
  label: string;
  /** Time each slide shows before the next, ms; 0 turns autoplay off. */
  autoplayMs?: number;
  /** Dots under the slides (the home banners), or "n/total" (the goods gallery). */
  indicator?: 'dots' | 'fraction';
  /** Extra class of the "n/total" indicator, for the screen's own look. */
  indicatorClassName?: string;
  /** Called with the slide that comes into view (0-based), after swipes and autoplay. */
  onIndexChange?: (index: number) => void;
  className?: string;
}

export const CAROUSEL_AUTOPLAY_MS = 3500;
/** No scroll event for this long means a swipe (with its momentum) has come to rest, ms. */
export const CAROUSEL_SETTLE_MS = 120;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A horizontal strip of slides on native scrolling with CSS scroll snap: the browser does the
 * swipe, its momentum and the snapping, so no gesture or animation code ships with it.
 *
 * It loops: a copy of the last slide sits before the first and a copy of the first after the
 * last; when a swipe or the autoplay comes to rest on a copy, the strip jumps without animation
 * to the slide it copies. The copies are inert (not focusable, hidden from screen readers).
 * Autoplay moves on every `autoplayMs`, waits while a finger or the keyboard focus is on the
 * strip and while the tab is hidden, and starts its count again after each swipe.
 */
export function Carousel({
  children,
  label,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  indicator = 'dots',
  indicatorClassName,
  onIndexChange,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const loop = count > 1;
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const onIndexChangeRef = useRef(onIndexChange);
  useLayoutEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });
  // Reported from an effect, not from the scroll handler: scroll events come many per swipe.
  const reported = useRef(0);
  useEffect(() => {
    if (reported.current === active) return;
    reported.current = active;
    onIndexChangeRef.current?.(active);
  }, [active]);

  // Position p of the strip shows slide p - 1 when looping (position 0 is the copy of the last).
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollLeft = loop ? track.clientWidth : 0;
    setActive(0);
  }, [loop, count]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let touching = false;
    let focused = false;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    let playTimer: ReturnType<typeof setTimeout> | undefined;

    const width = () => track.clientWidth || 1;
    const position = () => Math.round(track.scrollLeft / width());
    const moveTo = (p: number, smooth: boolean) => {
      const left = p * width();
      if (typeof track.scrollTo === 'function') {
        track.scrollTo({ left, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' });
      } else {
        track.scrollLeft = left;
      }
    };

    const settle = () => {
      if (touching || !loop) return;
      const p = position();
      if (p <= 0) moveTo(count, false);
      else if (p >= count + 1) moveTo(1, false);
    };

    const onScroll = () => {
      const p = position();
      setActive(loop ? (((p - 1) % count) + count) % count : Math.min(Math.max(p, 0), count - 1));
      clearTimeout(settleTimer);
      settleTimer = setTimeout(settle, CAROUSEL_SETTLE_MS);
    };

    const schedule = () => {
      clearTimeout(playTimer);
      if (!loop || autoplayMs <= 0 || touching || focused || document.hidden) return;
      playTimer = setTimeout(() => {
        moveTo(Math.min(position() + 1, count + 1), true);
        schedule();
      }, autoplayMs);
    };

    const onTouchStart = () => {
      touching = true;
      clearTimeout(playTimer);
    };
    const onTouchEnd = (e: TouchEvent) => {
      if (e.touches.length > 0) return;
      touching = false;
      clearTimeout(settleTimer);
      settleTimer = setTimeout(settle, CAROUSEL_SETTLE_MS);
      schedule();
    };
    const onFocusIn = () => {
      focused = true;
      clearTimeout(playTimer);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && track.contains(e.relatedTarget)) return;
      focused = false;
      schedule();
    };

    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('touchstart', onTouchStart, { passive: true });
    track.addEventListener('touchend', onTouchEnd, { passive: true });
    track.addEventListener('touchcancel', onTouchEnd, { passive: true });
    track.addEventListener('focusin', onFocusIn);
    track.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', schedule);
    schedule();
    return () => {
      clearTimeout(settleTimer);
      clearTimeout(playTimer);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('touchstart', onTouchStart);
      track.removeEventListener('touchend', onTouchEnd);
      track.removeEventListener('touchcancel', onTouchEnd);
      track.removeEventListener('focusin', onFocusIn);
      track.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [loop, count, autoplayMs]);

  const keyOf = (slide: ReactNode, i: number) =>
    isValidElement(slide) && slide.key !== null ? slide.key : i;

  return (
    <div
      className={cx('ui-carousel', className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div ref={trackRef} className="ui-carousel__track">
        {loop && (
          <div className="ui-carousel__slide" aria-hidden="true" inert key="copy-of-last">
            {slides[count - 1]}
          </div>
        )}
        {slides.map((slide, i) => (
          <div
            className="ui-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            key={keyOf(slide, i)}
          >
            {slide}
          </div>
        ))}
        {loop && (
          <div className="ui-carousel__slide" aria-hidden="true" inert key="copy-of-first">
            {slides[0]}
          </div>
        )}
      </div>
      {indicator === 'fraction' && (
        // The slides' own labels say "n / total" to screen readers.
        <span className={cx('ui-carousel__fraction', indicatorClassName)} aria-hidden="true">
          {active + 1}/{count}
        </span>
      )}
      {indicator === 'dots' && loop && (
        <div className="ui-carousel__dots" aria-hidden="true">
          {slides.map((slide, i) => (
            <span
              key={keyOf(slide, i)}
              className={cx('ui-carousel__dot', i === active && 'ui-carousel__dot--active')}
            />
          ))}
        </div>
      )}
    </div>
  );
}
