// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, CAROUSEL_AUTOPLAY_MS, CAROUSEL_SETTLE_MS } from './Carousel';

const WIDTH = 300;
const scrolls: { left: number; behavior: ScrollBehavior | undefined }[] = [];
const scrollLeft = new WeakMap<Element, number>();
const ownScrollLeft = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft');
const ownScrollTo = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');

// jsdom has no layout: the track is WIDTH wide and remembers where it was scrolled to.
beforeEach(() => {
  vi.useFakeTimers();
  scrolls.length = 0;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('ui-carousel__track') ? WIDTH : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollLeft', {
    configurable: true,
    get(this: Element) {
      return scrollLeft.get(this) ?? 0;
    },
    set(this: Element, v: number) {
      scrollLeft.set(this, v);
    },
  });
  Element.prototype.scrollTo = function (this: Element, opts?: ScrollToOptions | number) {
    const o = opts as ScrollToOptions;
    scrolls.push({ left: o.left!, behavior: o.behavior });
    scrollLeft.set(this, o.left!);
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (Element.prototype as { scrollLeft?: number }).scrollLeft;
  delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
  if (ownScrollLeft) Object.defineProperty(Element.prototype, 'scrollLeft', ownScrollLeft);
  if (ownScrollTo) Object.defineProperty(Element.prototype, 'scrollTo', ownScrollTo);
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

function setup(n = 3, autoplayMs?: number) {
  const onOpen = vi.fn();
  const view = render(
    <Carousel label="Banners" autoplayMs={autoplayMs}>
      {Array.from({ length: n }, (_, i) => (
        <a key={i} href={`#b${i}`} onClick={() => onOpen(i)}>
          <img src={`b${i}.png`} alt={`Banner ${i}`} />
        </a>
      ))}
    </Carousel>,
  );
  const track = view.container.querySelector<HTMLElement>('.ui-carousel__track')!;
  const activeDot = () =>
    [...view.container.querySelectorAll('.ui-carousel__dot')].findIndex((d) =>
      d.classList.contains('ui-carousel__dot--active'),
    );
  /** The browser scrolled the strip to position p (a swipe or a smooth scroll). */
  const scrolledTo = (p: number) => {
    scrollLeft.set(track, p * WIDTH);
    fireEvent.scroll(track);
  };
  return { ...view, track, onOpen, activeDot, scrolledTo };
}

describe('Carousel', () => {
  it('shows the slides with alt texts, a dot each, the first active and in view', () => {
    const { track, activeDot, container } = setup();
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(region).toBeTruthy();
    // The loop copies are hidden from screen readers: three images, not five.
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'Banner 0',
      'Banner 1',
      'Banner 2',
    ]);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
    expect(container.querySelectorAll('.ui-carousel__slide[inert]')).toHaveLength(2);
    expect(container.querySelectorAll('.ui-carousel__dot')).toHaveLength(3);
    expect(activeDot()).toBe(0);
    expect(track.scrollLeft).toBe(WIDTH);
  });

  it('moves on by itself every 3.5 s and the dot follows', () => {
    const { activeDot, scrolledTo } = setup();
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1));
    expect(scrolls).toHaveLength(0);
    void act(() => vi.advanceTimersByTime(1));
    expect(scrolls).toEqual([{ left: 2 * WIDTH, behavior: 'smooth' }]);
    void act(() => scrolledTo(2));
    expect(activeDot()).toBe(1);
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(scrolls.at(-1)).toEqual({ left: 3 * WIDTH, behavior: 'smooth' });
  });

  it('loops from the last slide to the first through the copy', () => {
    const { track, activeDot, scrolledTo } = setup();
    void act(() => scrolledTo(3));
    expect(activeDot()).toBe(2);
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(scrolls.at(-1)).toEqual({ left: 4 * WIDTH, behavior: 'smooth' });
    void act(() => scrolledTo(4));
    expect(activeDot()).toBe(0);
    void act(() => vi.advanceTimersByTime(CAROUSEL_SETTLE_MS));
    expect(scrolls.at(-1)).toEqual({ left: WIDTH, behavior: 'auto' });
    expect(track.scrollLeft).toBe(WIDTH);
  });

  it('a swipe back from the first slide lands on the last', () => {
    const { track, activeDot, scrolledTo } = setup();
    fireEvent.touchStart(track, { touches: [{ clientX: 0, clientY: 0 }] });
    void act(() => scrolledTo(0));
    expect(activeDot()).toBe(2);
    // No jump while the finger is still down.
    void act(() => vi.advanceTimersByTime(CAROUSEL_SETTLE_MS));
    expect(track.scrollLeft).toBe(0);
    fireEvent.touchEnd(track, { touches: [] });
    void act(() => vi.advanceTimersByTime(CAROUSEL_SETTLE_MS));
    expect(track.scrollLeft).toBe(3 * WIDTH);
  });

  it('pauses while touched and counts again from the release', () => {
    const { track } = setup();
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 500));
    fireEvent.touchStart(track, { touches: [{ clientX: 0, clientY: 0 }] });
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(scrolls).toHaveLength(0);
    fireEvent.touchEnd(track, { touches: [] });
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1));
    expect(scrolls).toHaveLength(0);
    void act(() => vi.advanceTimersByTime(1));
    expect(scrolls).toHaveLength(1);
  });

  it('pauses while the tab is hidden', () => {
    setup();
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    fireEvent(document, new Event('visibilitychange'));
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(scrolls).toHaveLength(0);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    fireEvent(document, new Event('visibilitychange'));
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(scrolls).toHaveLength(1);
  });

  it('pauses while a slide has the keyboard focus', () => {
    setup();
    void act(() => screen.getAllByRole('link')[0]!.focus());
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(scrolls).toHaveLength(0);
    void act(() => screen.getAllByRole('link')[0]!.blur());
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(scrolls).toHaveLength(1);
  });

  it('a tap opens the slide it is on', () => {
    const { onOpen } = setup();
    fireEvent.click(screen.getByRole('img', { name: 'Banner 1' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('one slide: no copies, no dots, no autoplay', () => {
    const { container } = setup(1);
    expect(container.querySelectorAll('.ui-carousel__slide')).toHaveLength(1);
    expect(container.querySelector('.ui-carousel__dots')).toBeNull();
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(scrolls).toHaveLength(0);
  });

  it('autoplay 0 stays put', () => {
    setup(3, 0);
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(scrolls).toHaveLength(0);
  });

  it('stops its timers when unmounted', () => {
    const { unmount } = setup();
    unmount();
    void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(scrolls).toHaveLength(0);
  });

  describe('with the "n/total" indicator', () => {
    function setupFraction(n: number) {
      const onIndexChange = vi.fn();
      const view = render(
        <Carousel
          label="Images"
          autoplayMs={0}
          indicator="fraction"
          indicatorClassName="gallery-count"
          onIndexChange={onIndexChange}
        >
          {Array.from({ length: n }, (_, i) => (
            <img key={i} src={`g${i}.png`} alt={`Image ${i}`} />
          ))}
        </Carousel>,
      );
      const track = view.container.querySelector<HTMLElement>('.ui-carousel__track')!;
      const fraction = () => view.container.querySelector('.ui-carousel__fraction');
      const scrolledTo = (p: number) => {
        scrollLeft.set(track, p * WIDTH);
        fireEvent.scroll(track);
      };
      return { ...view, fraction, scrolledTo, onIndexChange };
    }

    it('shows "1/4" instead of dots, with the screen\'s class, hidden from screen readers', () => {
      const { fraction, container } = setupFraction(4);
      expect(fraction()?.textContent).toBe('1/4');
      expect(fraction()?.classList.contains('gallery-count')).toBe(true);
      expect(fraction()?.getAttribute('aria-hidden')).toBe('true');
      expect(container.querySelector('.ui-carousel__dots')).toBeNull();
    });

    it('follows the swipes, through the loop, and reports the slide in view', () => {
      const { fraction, scrolledTo, onIndexChange } = setupFraction(4);
      void act(() => scrolledTo(3));
      expect(fraction()?.textContent).toBe('3/4');
      expect(onIndexChange).toHaveBeenLastCalledWith(2);
      // Swiped back from the first image onto the copy of the last.
      void act(() => scrolledTo(0));
      expect(fraction()?.textContent).toBe('4/4');
      expect(onIndexChange).toHaveBeenLastCalledWith(3);
      // Many scroll events on one slide: reported once.
      void act(() => scrolledTo(0));
      expect(onIndexChange).toHaveBeenCalledTimes(2);
    });

    it('autoplay off: never moves by itself', () => {
      setupFraction(4);
      void act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
      expect(scrolls).toHaveLength(0);
    });

    it('one image: "1/1" and no loop copies', () => {
      const { fraction, container } = setupFraction(1);
      expect(fraction()?.textContent).toBe('1/1');
      expect(container.querySelectorAll('.ui-carousel__slide')).toHaveLength(1);
    });
  });
});
