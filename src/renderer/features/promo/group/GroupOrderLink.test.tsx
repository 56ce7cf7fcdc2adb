// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../core/i18n';
import { groupPath } from './group-state';

const groupApi = vi.hoisted(() => ({ getMyGroups: vi.fn() }));
vi.mock('../group-api', async (orig) => ({ ...(await orig<object>()), ...groupApi }));

const { GroupOrderLink } = await import('./GroupOrderLink');

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname + loc.search}</p>;
}

function show(props: { orderIds: number[]; groupId?: number | null }) {
  render(
    <MemoryRouter initialEntries={['/pay']}>
      <Routes>
        <Route path="/pay" element={<GroupOrderLink {...props} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('GroupOrderLink', () => {
  it("links to the order's group from order_info without asking for my groups", async () => {
    show({ orderIds: [5], groupId: 17 });
    fireEvent.click(screen.getByRole('button', { name: 'View group' }));
    expect(screen.getByTestId('where').textContent).toBe('/' + groupPath(17));
    expect(groupApi.getMyGroups).not.toHaveBeenCalled();
  });

  it('shows nothing and asks nothing for an order that is not a group order', async () => {
    show({ orderIds: [5], groupId: 0 });
    await Promise.resolve();
    expect(screen.queryByTestId('pay-group-link')).toBeNull();
    expect(groupApi.getMyGroups).not.toHaveBeenCalled();
  });

  it('looks the group up in my groups only when the orders did not say', async () => {
    groupApi.getMyGroups.mockResolvedValue({
      code: 200,
      message: '',
      data: { list: [{ id: 23, order: { id: 5 } }], total: 1 },
    });
    show({ orderIds: [5], groupId: null });
    expect(await screen.findByRole('button', { name: 'View group' })).toBeTruthy();
    await waitFor(() => expect(groupApi.getMyGroups).toHaveBeenCalledTimes(1));
  });
});
