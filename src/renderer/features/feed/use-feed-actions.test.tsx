// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedPost } from '../../../shared/contract/feed';
import * as feedApi from './api';
import { confirm } from '../../core/ui';
import { useFeedActions } from './use-feed-actions';

vi.mock('./api', () => ({
  likeFeedPost: vi.fn(),
  deleteFeedPost: vi.fn(),
  reportFeedPost: vi.fn(),
}));
vi.mock('../../core/ui', () => ({ toast: vi.fn(), confirm: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const post: FeedPost = {
  id: 7,
  user: { id: 2, nickname: '邻居', avatar: '' },
  content: '好吃',
  images: [],
  place: '',
  status: 'published',
  like_count: 3,
  comment_count: 0,
  liked: false,
  is_mine: false,
  created_at: 1_700_000_000,
};

describe('useFeedActions', () => {
  it('sends one like for a double tap and shows the count the server answered', async () => {
    let answer: (v: unknown) => void = () => {};
    vi.mocked(feedApi.likeFeedPost).mockReturnValue(
      new Promise((r) => {
        answer = r;
      }) as never,
    );
    const onChange = vi.fn();
    const { result } = renderHook(() => useFeedActions(onChange));
    let first!: Promise<void>;
    act(() => {
      first = result.current.toggleLike(post);
      void result.current.toggleLike(post); // second tap while the first runs: ignored
    });
    expect(feedApi.likeFeedPost).toHaveBeenCalledTimes(1);
    expect(feedApi.likeFeedPost).toHaveBeenCalledWith(7, true);
    await act(async () => {
      answer({ code: 200, message: '', data: { id: 7, liked: true, like_count: 4 } });
      await first;
    });
    expect(onChange).toHaveBeenCalledWith({ ...post, liked: true, like_count: 4 });
  });

  it('unlikes a liked post and changes nothing when the server refuses', async () => {
    vi.mocked(feedApi.likeFeedPost).mockResolvedValue({
      code: 423,
      message: 'under review',
      data: null,
    } as never);
    const onChange = vi.fn();
    const { result } = renderHook(() => useFeedActions(onChange));
    await act(() => result.current.toggleLike({ ...post, liked: true }));
    expect(feedApi.likeFeedPost).toHaveBeenCalledWith(7, false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation', async () => {
    vi.mocked(confirm).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    vi.mocked(feedApi.deleteFeedPost).mockResolvedValue({
      code: 200,
      message: '',
      data: { id: 7 },
    });
    const { result } = renderHook(() => useFeedActions(vi.fn()));
    expect(await result.current.remove(post)).toBe(false);
    expect(feedApi.deleteFeedPost).not.toHaveBeenCalled();
    expect(await result.current.remove(post)).toBe(true);
    expect(feedApi.deleteFeedPost).toHaveBeenCalledWith(7);
  });
});
