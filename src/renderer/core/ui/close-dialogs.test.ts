// @vitest-environment jsdom
// Issue 19 (brief C): a route change closes the imperative dialogs (they live outside the page).
// Issue 21: without a dialog shown, it does not fetch the toast/dialog chunk.
import { describe, expect, it, vi } from 'vitest';

const chunk = vi.hoisted(() => ({ loads: 0 }));
const clear = vi.fn();
vi.mock('./feedback-antd', () => {
  chunk.loads += 1;
  return { Toast: { show: vi.fn() }, Dialog: { clear } };
});

const { closeDialogs } = await import('./feedback');

describe('closeDialogs', () => {
  it('with no dialog ever shown, loads nothing', async () => {
    closeDialogs();
    await new Promise((r) => setTimeout(r, 10));
    expect(chunk.loads).toBe(0);
  });

  it("closes every open antd Dialog (alert, confirm, Dialog.show) through antd's clear", async () => {
    document.body.innerHTML = '<div class="adm-dialog"></div>';
    closeDialogs();
    await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(1));
  });
});
