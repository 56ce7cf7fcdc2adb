// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_SPEED_PX_S, NoticeTicker } from './NoticeTicker';

const BOX = 300;
/** jsdom has no layout: the text is 10 px per character wide, the bar BOX px. */
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('ui-notice__box') ? BOX : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('ui-notice__text') ? (this.textContent ?? '').length * 10 : 0;
    },
  });
});
afterEach(() => {
  cleanup();
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { offsetWidth?: number }).offsetWidth;
  vi.unstubAllGlobals();
});

const text = (container: HTMLElement) => container.querySelector<HTMLElement>('.ui-notice__text')!;

describe('NoticeTicker', () => {
  it('shows the text with the sound icon under its label', () => {
    const { container } = render(<NoticeTicker text="Open 9–21" label="Notice" />);
    const bar = screen.getByRole('note', { name: 'Notice' });
    expect(bar.textContent).toBe('Open 9–21');
    expect(container.querySelector('.ui-notice__icon svg')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('text that fits stands still', () => {
    const { container } = render(<NoticeTicker text="short" />);
    expect(text(container).classList.contains('ui-notice__text--scroll')).toBe(false);
    expect(text(container).getAttribute('style')).toBeNull();
  });

  it('text wider than the bar scrolls at 50 px/s over its measured distances', () => {
    const long = 'x'.repeat(50); // 500 px in a 300 px bar
    const { container } = render(<NoticeTicker text={long} />);
    const el = text(container);
    expect(el.classList.contains('ui-notice__text--scroll')).toBe(true);
    expect(el.style.getPropertyValue('--ui-notice-box')).toBe('300px');
    expect(el.style.getPropertyValue('--ui-notice-text')).toBe('500px');
    expect(el.style.getPropertyValue('--ui-notice-first')).toBe(
      `${(500 / NOTICE_SPEED_PX_S).toFixed(2)}s`,
    );
    expect(el.style.getPropertyValue('--ui-notice-loop')).toBe(
      `${(800 / NOTICE_SPEED_PX_S).toFixed(2)}s`,
    );
  });

  it('measures again when the text changes', () => {
    const { container, rerender } = render(<NoticeTicker text={'x'.repeat(50)} />);
    rerender(<NoticeTicker text="short now" />);
    expect(text(container).classList.contains('ui-notice__text--scroll')).toBe(false);
    rerender(<NoticeTicker text={'y'.repeat(40)} />);
    expect(text(container).style.getPropertyValue('--ui-notice-text')).toBe('400px');
  });

  it('measures again when the bar is resized', () => {
    let onResize: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          onResize = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<NoticeTicker text={'x'.repeat(25)} />);
    expect(text(container).classList.contains('ui-notice__text--scroll')).toBe(false);
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('ui-notice__box') ? 200 : 0;
      },
    });
    void act(() => onResize());
    expect(text(container).style.getPropertyValue('--ui-notice-box')).toBe('200px');
  });
});
