import { describe, expect, it, vi } from 'vitest';
import type { ChatHistory, ChatMessage } from '../../../shared/contract/chat';
import { ChatThread, type Draft, type ThreadDeps } from './thread-store';

const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 7,
  client_id: `c${id}`,
  sender: 'service',
  type: 'text',
  content: `m${id}`,
  card: null,
  created_at: 1000 + id,
  state: 'sent',
  ...over,
});

const page = (list: ChatMessage[], over: Partial<ChatHistory> = {}): ChatHistory => ({
  list,
  has_more: false,
  conversation_id: 7,
  peer_delivered_id: 0,
  peer_read_id: 0,
  unread: 0,
  ...over,
});

function setup(over: Partial<ThreadDeps> = {}) {
  let n = 0;
  const deps: ThreadDeps = {
    viewer: 'user',
    fetch: vi.fn(() => Promise.resolve(page([]))),
    send: vi.fn((clientId: string, d: Draft) =>
      Promise.resolve(
        msg(100 + ++n, {
          client_id: clientId,
          sender: 'user',
          content: d.type === 'text' ? d.content : '',
        }),
      ),
    ),
    markRead: vi.fn(() => Promise.resolve()),
    newClientId: () => `local${++n}`,
    now: () => 5000,
    ...over,
  };
  return { thread: new ChatThread(deps), deps };
}

describe('ChatThread', () => {
  it('dedupes by id across a page, a socket event and a catch-up page', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(page([msg(1), msg(2)]))
      .mockResolvedValueOnce(page([msg(3), msg(4)], { has_more: true }))
      .mockResolvedValueOnce(page([msg(5)]));
    const { thread } = setup({ fetch });
    await thread.load();
    thread.merge([msg(3)]); // arrived live before the reconnect's catch-up
    await thread.catchUp();
    expect(thread.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(fetch).toHaveBeenNthCalledWith(2, { after_id: 3 });
    expect(fetch).toHaveBeenNthCalledWith(3, { after_id: 4 });
    expect(thread.lastId).toBe(5);
  });

  it('shows a send as pending, then sent; the echo of the socket does not duplicate it', async () => {
    let resolve!: (m: ChatMessage) => void;
    const send = vi.fn(
      (clientId: string) =>
        new Promise<ChatMessage>((r) => {
          resolve = (m) => r({ ...m, client_id: clientId });
        }),
    );
    const { thread } = setup({ send });
    await thread.load();
    const done = thread.send({ type: 'text', content: 'hi' });
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0]).toMatchObject({
      id: null,
      status: 'pending',
      content: 'hi',
      mine: true,
    });
    const clientId = thread.items[0]!.key;
    // the socket echo arrives before the HTTP answer
    thread.merge([msg(10, { client_id: clientId, sender: 'user', content: 'hi' })]);
    resolve(msg(10, { sender: 'user', content: 'hi' }));
    expect(await done).toBe(true);
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0]).toMatchObject({ id: 10, key: clientId, status: 'sent' });
  });

  it('keeps a failed send with retry under the same client id', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementationOnce((clientId: string) =>
        Promise.resolve(msg(11, { client_id: clientId, sender: 'user', content: 'again' })),
      );
    const { thread } = setup({ send });
    expect(await thread.send({ type: 'text', content: 'again' })).toBe(false);
    const [failed] = thread.items;
    expect(failed).toMatchObject({ status: 'failed', content: 'again' });
    expect(thread.hasFailed).toBe(true);
    expect(await thread.retry(failed!.key)).toBe(true);
    expect(send.mock.calls[1]![0]).toBe(failed!.key);
    expect(thread.items).toEqual([expect.objectContaining({ id: 11, status: 'sent' })]);
  });

  it('derives delivered and read ticks from the peer cursors, never backwards', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        page(
          [
            msg(1, { sender: 'user' }),
            msg(2, { sender: 'user' }),
            msg(3, { sender: 'user' }),
            msg(4),
          ],
          { peer_delivered_id: 2, peer_read_id: 1 },
        ),
      );
    const { thread } = setup({ fetch });
    await thread.load();
    expect(thread.items.map((i) => i.status)).toEqual(['read', 'delivered', 'sent', 'sent']);
    thread.applyCursors(3, 3);
    thread.applyCursors(1, 0);
    expect(thread.items.map((i) => i.status)).toEqual(['read', 'read', 'read', 'sent']);
  });

  it('pages back with before_id and marks the other side read once per new message', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(page([msg(21), msg(22)], { has_more: true, unread: 2 }))
      .mockResolvedValueOnce(page([msg(20)], { has_more: false }));
    const { thread, deps } = setup({ fetch });
    await thread.load();
    expect(thread.unread).toBe(2);
    await thread.loadOlder();
    expect(fetch).toHaveBeenLastCalledWith({ before_id: 21 });
    expect(thread.hasOlder).toBe(false);
    expect(thread.items.map((i) => i.id)).toEqual([20, 21, 22]);
    await thread.readAll();
    await thread.readAll();
    expect(deps.markRead).toHaveBeenCalledTimes(1);
    expect(deps.markRead).toHaveBeenCalledWith(22);
    expect(thread.unread).toBe(0);
    thread.merge([msg(23)]);
    expect(thread.unread).toBe(1);
    await thread.readAll();
    expect(deps.markRead).toHaveBeenLastCalledWith(23);
  });

  it('uploads an image before sending it and ignores other conversations', async () => {
    const upload = vi.fn(() => Promise.resolve('/uploads/2026/11/a.png'));
    const send = vi.fn((clientId: string, d: Draft) =>
      Promise.resolve(
        msg(30, {
          client_id: clientId,
          sender: 'user',
          type: 'image',
          content: d.type === 'image' ? d.url : '',
        }),
      ),
    );
    const { thread } = setup({ upload, send });
    await thread.load();
    await thread.send({ type: 'image', file: new Blob(['x']), preview: 'blob:1', url: '' });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(thread.items[0]).toMatchObject({ type: 'image', content: '/uploads/2026/11/a.png' });
    thread.merge([msg(31, { conversation_id: 99 })]);
    expect(thread.items).toHaveLength(1);
  });

  it('reports an error only when nothing is shown', async () => {
    const { thread } = setup({ fetch: vi.fn().mockRejectedValue(new Error('offline')) });
    await thread.load();
    expect(thread.status).toBe('error');
  });

  it('keeps unsent messages across visits as failed, and drops them once stored', async () => {
    let saved: string | null = null;
    const unsent = { load: () => saved, save: (j: string | null) => (saved = j) };
    const offline = setup({ unsent, send: vi.fn().mockRejectedValue(new Error('offline')) });
    await offline.thread.send({ type: 'text', content: 'keep me' });
    expect(saved).toContain('keep me');
    const key = offline.thread.items[0]!.key;

    // next visit: it is back as failed; the history shows it was stored after all
    const fetch = vi
      .fn()
      .mockResolvedValue(page([msg(40, { client_id: key, sender: 'user', content: 'keep me' })]));
    const next = setup({ unsent, fetch });
    expect(next.thread.items).toEqual([
      expect.objectContaining({ key, status: 'failed', content: 'keep me' }),
    ]);
    await next.thread.load();
    expect(next.thread.items).toEqual([expect.objectContaining({ id: 40, key, status: 'sent' })]);
    expect(saved).toBeNull();
  });
});
