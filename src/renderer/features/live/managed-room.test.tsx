// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../core/i18n';

const getManage = vi.fn();
vi.mock('./api', () => ({ getManage: (id: number) => getManage(id) }));
const { RoomStateView, useManagedRoom } = await import('./managed-room');

function Screen({ id, seen }: { id: number; seen?: (viewers: number) => void }) {
  const state = useManagedRoom(id, (r) => seen?.(r.viewers));
  if (!state.room || state.load !== 'ready') return <RoomStateView state={state} rows={2} />;
  return <h1>{state.room.title}</h1>;
}

const view = (id: number, seen?: (viewers: number) => void) =>
  render(
    <MemoryRouter>
      <Screen id={id} seen={seen} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  getManage.mockReset();
});

describe('a managed live room', () => {
  it('shows the room once loaded and hands it to onLoaded', async () => {
    getManage.mockResolvedValue({ code: 200, data: { id: 7, title: 'Evening show', viewers: 3 } });
    const seen = vi.fn();
    view(7, seen);
    expect(await screen.findByRole('heading', { name: 'Evening show' })).toBeTruthy();
    expect(getManage).toHaveBeenCalledWith(7);
    expect(seen).toHaveBeenCalledWith(3);
  });

  it("another user's or an unknown room is missing, with the way to my rooms", async () => {
    getManage.mockResolvedValue({ code: 403, message: 'not yours', data: null });
    view(8);
    expect(await screen.findByRole('button', { name: /live rooms|my rooms/i })).toBeTruthy();
  });

  it('no id is missing without a request', async () => {
    view(0);
    expect(await screen.findByRole('button', { name: /live rooms|my rooms/i })).toBeTruthy();
    expect(getManage).not.toHaveBeenCalled();
  });

  it('a failed load offers a retry that loads again', async () => {
    getManage.mockRejectedValueOnce(new Error('offline'));
    getManage.mockResolvedValueOnce({ code: 200, data: { id: 9, title: 'Back', viewers: 0 } });
    view(9);
    fireEvent.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: 'Back' })).toBeTruthy();
    expect(getManage).toHaveBeenCalledTimes(2);
  });
});
