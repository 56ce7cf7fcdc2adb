// Issue 19 (brief C): a route change closes the imperative dialogs (they live outside the page).
import { describe, expect, it, vi } from 'vitest';

const clear = vi.fn();
vi.mock('./feedback-antd', () => ({ Toast: { show: vi.fn() }, Dialog: { clear } }));

const { closeDialogs } = await import('./feedback');

describe('closeDialogs', () => {
  it("closes every open antd Dialog (alert, confirm, Dialog.show) through antd's clear", async () => {
    closeDialogs();
    await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(1));
  });
});
