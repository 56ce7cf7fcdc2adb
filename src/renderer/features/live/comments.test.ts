import { describe, expect, it } from 'vitest';
import type { LiveComment } from '../../../shared/contract/live';
import { lastCommentId, MAX_COMMENTS, mergeComments, receiveComments } from './comments';

const c = (id: number, client_id = `c${id}`): LiveComment => ({
  id,
  room_id: 1,
  user_id: 2,
  nickname: 'n',
  avatar: '',
  content: `m${id}`,
  created_at: 1_800_000_000 + id,
  client_id,
});

describe('mergeComments', () => {
  it('keeps each id once and sorts by id', () => {
    const merged = mergeComments([c(1), c(3)], [c(3), c(2), c(4), c(2)]);
    expect(merged.map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });

  it('answers the same array when nothing is new (no re-render)', () => {
    const list = [c(1), c(2)];
    expect(mergeComments(list, [c(2)])).toBe(list);
    expect(mergeComments(list, [])).toBe(list);
  });

  it('keeps the newest MAX_COMMENTS', () => {
    const many = Array.from({ length: MAX_COMMENTS + 5 }, (_, i) => c(i + 1));
    const merged = mergeComments([], many);
    expect(merged).toHaveLength(MAX_COMMENTS);
    expect(merged[0]?.id).toBe(6);
    expect(lastCommentId(merged)).toBe(MAX_COMMENTS + 5);
  });
});

describe('receiveComments', () => {
  it('drops the pending comment its echo confirms, once', () => {
    const state = { list: [c(1)], pending: [{ client_id: 'mine', content: 'hi' }] };
    const echo = c(2, 'mine');
    const after = receiveComments(state, [echo]);
    expect(after.pending).toEqual([]);
    expect(after.list.map((x) => x.id)).toEqual([1, 2]);
    // the POST answer arrives after the socket echo: nothing changes
    expect(receiveComments(after, [echo])).toBe(after);
  });

  it('keeps pending comments of other client ids', () => {
    const state = { list: [], pending: [{ client_id: 'a', content: 'x' }] };
    expect(receiveComments(state, [c(5, 'b')]).pending).toHaveLength(1);
  });

  it('answers 0 as the last id of an empty list', () => {
    expect(lastCommentId([])).toBe(0);
  });
});
