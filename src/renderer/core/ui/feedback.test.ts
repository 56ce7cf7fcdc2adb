import { beforeEach, describe, expect, it, vi } from 'vitest';

// counts the loads of the lazy chunk (the factory runs when the chunk is first imported)
const chunk = vi.hoisted(() => ({ loads: 0 }));
const show = vi.fn();
const alertFn = vi.fn(() => Promise.resolve());
const confirmFn = vi.fn(() => Promise.resolve(true));
// antd-mobile's Toast and Dialog arrive through the lazy ./feedback-antd (with its render shim)
const clearFn = vi.fn();
vi.mock('./feedback-antd', () => {
  chunk.loads += 1;
  return { Toast: { show }, Dialog: { alert: alertFn, confirm: confirmFn, clear: clearFn } };
});

const { alert, closeDialogs, confirm, loadFeedback, toast } = await import('./feedback');
const { i18n, setLanguage } = await import('../i18n');

beforeEach(() => {
  vi.clearAllMocks();
});

// issue 21: the chunk (antd-mobile's popup and animation stack) is not part of start-up
describe('loading on first use (runs first: module state)', () => {
  it('a route change before any toast or dialog does not fetch the chunk', async () => {
    closeDialogs();
    await new Promise((r) => setTimeout(r, 10));
    expect(chunk.loads).toBe(0);
    expect(clearFn).not.toHaveBeenCalled();
  });

  it('the first toast fetches the chunk and is shown once it is there', async () => {
    toast('第一条');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(chunk.loads).toBe(1);
    closeDialogs();
    await vi.waitFor(() => expect(clearFn).toHaveBeenCalledTimes(1));
  });
});

describe('toast', () => {
  it('shows the message for 1500 ms without an icon', async () => {
    toast('已保存');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show).toHaveBeenCalledWith({ content: '已保存', duration: 1500 });
  });

  it('ignores empty and blank messages', async () => {
    toast('');
    toast('   ');
    toast(undefined);
    toast(null);
    await loadFeedback();
    await Promise.resolve();
    expect(show).not.toHaveBeenCalled();
  });

  it('passes options through', async () => {
    toast('x', { icon: 'success', duration: 3000 });
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show).toHaveBeenCalledWith({ content: 'x', duration: 3000, icon: 'success' });
  });

  it('shows toasts in the order they were asked for', async () => {
    toast('first');
    toast('second');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(show.mock.calls.map((c) => (c as unknown as [{ content: string }])[0].content)).toEqual([
      'first',
      'second',
    ]);
  });
});

describe('dialogs', () => {
  it('alert is a one-button modal with a translated default button', async () => {
    await setLanguage('zh-CN');
    await alert('账号已被限制', { title: '提示' });
    expect(alertFn).toHaveBeenCalledWith({
      title: '提示',
      content: '账号已被限制',
      confirmText: i18n.t('common.ok'),
    });
  });

  it('confirm resolves what the dialog resolves', async () => {
    await expect(confirm('删除？', { confirmText: '删除' })).resolves.toBe(true);
    expect(confirmFn).toHaveBeenCalledWith(
      expect.objectContaining({ content: '删除？', confirmText: '删除', cancelText: '取消' }),
    );
  });
});
