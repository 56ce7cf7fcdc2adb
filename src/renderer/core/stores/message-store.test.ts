// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MsgNum } from '../../../shared/contract/messages';
import * as messagesApi from '../api/messages';
import { RootStore } from './root-store';

vi.mock('../api/messages', () => ({ getUserMsgNum: vi.fn(), registerDevice: vi.fn() }));

const num = (order: number, total = order): MsgNum => ({
  total,
  categories: [
    { category: 'system', unread: 0, latest: null },
    { category: 'order', unread: order, latest: { id: 1, title: 'shipped', created_at: 1 } },
    { category: 'promo', unread: total - order, latest: null },
    { category: 'account', unread: 0, latest: null },
  ],
});

function loggedIn(): RootStore {
  localStorage.setItem('token', 'tok');
  return new RootStore();
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(messagesApi.getUserMsgNum).mockReset();
  vi.mocked(messagesApi.registerDevice).mockReset();
});

describe('MessageStore', () => {
  it('loads the counts, takes a push (counts and banner) and clears on logout', async () => {
    const root = loggedIn();
    vi.mocked(messagesApi.getUserMsgNum).mockResolvedValue({
      code: 200,
      message: '',
      data: num(2),
    });
    await root.messages.refresh();
    expect(root.messages.unreadTotal).toBe(2);
    expect(root.messages.unread.order).toBe(2);

    root.messages.applyPush({
      id: 7,
      title: 'sale',
      category: 'promo',
      body: 'b',
      link: null,
      created_at: 9,
      unread_total: 3,
      unread: { system: 0, order: 2, promo: 1, account: 0 },
    });
    expect(root.messages.unreadTotal).toBe(3);
    expect(root.messages.num?.categories[2]).toEqual({
      category: 'promo',
      unread: 1,
      latest: { id: 7, title: 'sale', created_at: 9 },
    });
    expect(root.pushMessage?.id).toBe(7);

    root.user.clear();
    await root.messages.refresh();
    expect(root.messages.unreadTotal).toBe(0);
    expect(root.pushMessage).toBeNull();
  });

  it('a refresh that started before a push does not overwrite its newer counts', async () => {
    const root = loggedIn();
    type Answer = Awaited<ReturnType<typeof messagesApi.getUserMsgNum>>;
    let answer: (v: Answer) => void = () => undefined;
    vi.mocked(messagesApi.getUserMsgNum).mockReturnValue(new Promise<Answer>((r) => (answer = r)));
    const pending = root.messages.refresh();
    root.messages.applyPush({
      id: 8,
      title: 't',
      category: 'order',
      body: '',
      link: null,
      created_at: 1,
      unread_total: 5,
      unread: { order: 5 },
    });
    answer({ code: 200, message: '', data: num(4) });
    await pending;
    expect(root.messages.unreadTotal).toBe(5);
  });

  // issue 25 §7 (electron-http): no payload, the server derives the device
  it('registers the device with a login only, sending nothing', async () => {
    const root = loggedIn();
    vi.mocked(messagesApi.registerDevice).mockResolvedValue({
      code: 200,
      message: '',
      data: { cid: 'h5-0123', uid: 1, all_data: {} },
    });
    await root.messages.registerDevice();
    const calls = vi.mocked(messagesApi.registerDevice).mock.calls;
    expect(calls).toEqual([[]]);
    localStorage.removeItem('token');
    await new RootStore().messages.registerDevice();
    expect(calls).toHaveLength(1);
  });
});
