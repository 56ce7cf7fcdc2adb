// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveComment } from '../../../shared/contract/live';
import { setLanguage } from '../../core/i18n';
import { CommentList } from './CommentList';

const c = (id: number): LiveComment => ({
  id,
  room_id: 1,
  user_id: 2,
  nickname: `u${id}`,
  avatar: '',
  content: `m${id}`,
  created_at: 1_800_000_000,
  client_id: `c${id}`,
});

/** jsdom has no layout: give the scroll box fixed sizes. */
function sizeBox(el: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => clientHeight });
}

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(cleanup);

describe('CommentList', () => {
  it('follows new comments while at the bottom', () => {
    const { rerender } = render(<CommentList list={[c(1)]} pending={[]} onRetry={vi.fn()} />);
    const box = screen.getByTestId('live-comments');
    sizeBox(box, 1000, 100);
    rerender(<CommentList list={[c(1), c(2)]} pending={[]} onRetry={vi.fn()} />);
    expect(box.scrollTop).toBe(1000);
    expect(screen.queryByText('New comments ↓')).toBeNull();
  });

  it('stays put when the user scrolled up, and offers a jump down', () => {
    const { rerender } = render(<CommentList list={[c(1)]} pending={[]} onRetry={vi.fn()} />);
    const box = screen.getByTestId('live-comments');
    sizeBox(box, 1000, 100);
    box.scrollTop = 200;
    fireEvent.scroll(box);
    rerender(<CommentList list={[c(1), c(2)]} pending={[]} onRetry={vi.fn()} />);
    expect(box.scrollTop).toBe(200);
    const jump = screen.getByText('New comments ↓');
    act(() => jump.click());
    expect(box.scrollTop).toBe(1000);
    expect(screen.queryByText('New comments ↓')).toBeNull();
  });

  it('shows pending comments, and a retry for failed ones', () => {
    const onRetry = vi.fn();
    render(
      <CommentList
        list={[]}
        pending={[
          { client_id: 'a', content: 'sending one' },
          { client_id: 'b', content: 'failed one', failed: true },
        ]}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Sending')).toBeTruthy();
    act(() => screen.getByText('Resend').click());
    expect(onRetry).toHaveBeenCalledWith({ client_id: 'b', content: 'failed one', failed: true });
  });
});
