import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { cx } from './cx';

export interface NoticeTickerProps {
  text: string;
  /** Names the bar for screen readers (home: "Notice"). */
  label?: string;
  className?: string;
}

/** Scrolling speed, px per second (antd-mobile's NoticeBar, so the notices read the same). */
export const NOTICE_SPEED_PX_S = 50;

interface Run {
  box: number;
  text: number;
}

/** antd-mobile's sound icon, inline: the icon package is not worth its weight for one path. */
function SoundIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M28.27,7.42C28.62,7.95 28.81,8.57 28.81,9.2L28.81,38.8C28.81,40.57 27.36,42 25.57,42C24.94,42 24.31,41.81 23.78,41.46L13.52,34.71L8.31,34.71C5.93,34.71 4,32.8 4,30.44L4,17.66C4,15.31 5.93,13.4 8.31,13.4L13.36,13.4L23.78,6.54C25.27,5.56 27.28,5.95 28.27,7.42ZM40.46,9C40.55,9.18 40.62,9.32 40.67,9.43C42.81,14.03 44,19.14 44,24.53C44,29.78 42.87,34.77 40.83,39.28C40.75,39.47 40.62,39.73 40.46,40.07C40.37,40.26 40.13,40.35 39.93,40.25C39.93,40.25 39.93,40.25 39.93,40.25C39.67,40.13 39.48,40.03 39.34,39.97C38.94,39.78 38.61,39.62 38.36,39.5C38.21,39.42 38,39.33 37.74,39.2C37.54,39.1 37.46,38.87 37.55,38.67C37.7,38.35 37.82,38.1 37.9,37.92C39.74,33.83 40.76,29.3 40.76,24.53C40.76,19.69 39.71,15.1 37.82,10.95C37.75,10.82 37.67,10.63 37.55,10.4C37.46,10.2 37.54,9.96 37.74,9.86C37.93,9.77 38.08,9.7 38.2,9.65C38.54,9.48 39.01,9.25 39.61,8.97C39.69,8.93 39.79,8.88 39.93,8.81C40.13,8.72 40.37,8.8 40.46,9ZM24.95,9.6L14.44,16.53C14.37,16.57 14.3,16.59 14.22,16.59L8.31,16.59L8.31,16.59C7.76,16.59 7.31,17.01 7.24,17.54L7.24,17.66L7.24,30.44C7.24,30.99 7.65,31.44 8.19,31.5L8.31,31.51L14.38,31.51C14.46,31.51 14.53,31.53 14.6,31.58L24.95,38.4C25.14,38.52 25.39,38.47 25.51,38.28C25.55,38.22 25.57,38.14 25.57,38.06L25.57,9.94C25.57,9.72 25.4,9.54 25.17,9.54C25.1,9.54 25.02,9.56 24.95,9.6ZM34.64,11.8C34.75,12.03 34.84,12.22 34.91,12.36C36.59,16.07 37.53,20.2 37.53,24.53C37.53,28.76 36.64,32.79 35.03,36.44C34.94,36.64 34.81,36.91 34.64,37.26C34.55,37.46 34.31,37.55 34.11,37.45C34.11,37.45 34.11,37.45 34.11,37.45C33.92,37.36 33.77,37.29 33.67,37.24C33.19,37.01 32.8,36.82 32.51,36.69C32.36,36.61 32.17,36.52 31.92,36.4C31.72,36.31 31.64,36.07 31.73,35.87C31.87,35.58 31.98,35.35 32.05,35.18C33.49,31.92 34.29,28.32 34.29,24.53C34.29,20.69 33.47,17.04 31.99,13.75C31.93,13.61 31.84,13.42 31.73,13.2C31.64,13 31.72,12.76 31.92,12.66C32.09,12.58 32.23,12.51 32.34,12.46C32.69,12.29 33.17,12.06 33.77,11.77C33.85,11.73 33.97,11.68 34.11,11.61C34.31,11.52 34.55,11.6 34.64,11.8C34.64,11.8 34.64,11.8 34.64,11.8Z"
      />
    </svg>
  );
}

/**
 * A one-line notice bar in antd-mobile's "alert" look. Text wider than the bar scrolls by a CSS
 * animation (first from where it stands, then in from the right edge, endlessly); text that
 * fits stands still. With prefers-reduced-motion the text wraps instead of moving (ui.css).
 */
export function NoticeTicker({ text, label, className }: NoticeTickerProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [run, setRun] = useState<Run | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const inner = textRef.current;
    if (!box || !inner) return;
    const measure = () => {
      const b = box.clientWidth;
      const w = inner.offsetWidth;
      setRun((old) => {
        if (w <= b) return null;
        return old && old.box === b && old.text === w ? old : { box: b, text: w };
      });
    };
    measure();
    // Width changes (rotation, late web fonts) change the distance and so the duration.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [text]);

  const style = run
    ? ({
        '--ui-notice-box': `${run.box}px`,
        '--ui-notice-text': `${run.text}px`,
        '--ui-notice-first': `${(run.text / NOTICE_SPEED_PX_S).toFixed(2)}s`,
        '--ui-notice-loop': `${((run.box + run.text) / NOTICE_SPEED_PX_S).toFixed(2)}s`,
      } as CSSProperties)
    : undefined;

  return (
    <div className={cx('ui-notice', className)} role="note" aria-label={label}>
      <span className="ui-notice__icon">
        <SoundIcon />
      </span>
      <span ref={boxRef} className="ui-notice__box">
        <span
          ref={textRef}
          className={cx('ui-notice__text', run && 'ui-notice__text--scroll')}
          style={style}
        >
          {text}
        </span>
      </span>
    </div>
  );
}
