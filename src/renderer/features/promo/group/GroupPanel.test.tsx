// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Group, GroupMember } from '../group-api';
import { setLanguage } from '../../../core/i18n';
import { setServerOffsetMs } from '../../../core/ui/server-time';
import { GroupPanel } from './GroupPanel';
import { GroupRow } from './GroupRow';

const NOW_MS = Date.UTC(2027, 0, 1, 0, 0, 0);
const NOW = NOW_MS / 1000;

const member = (user_id: number, nickname: string, is_leader = false): GroupMember => ({
  user_id,
  nickname,
  avatar: '',
  is_leader,
  joined_at: NOW - 60,
});
const group = (over: Partial<Group> = {}): Group => ({
  id: 7,
  activity_goods_id: 3,
  size: 3,
  status: 'open',
  expires_at: NOW + 2 * 3600 + 5 * 60 + 9,
  created_at: NOW - 60,
  leader: member(1, '13800138000', true),
  members: [member(1, '13800138000', true)],
  joined_by_me: false,
  ...over,
});

beforeAll(async () => {
  await setLanguage('en');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW_MS);
});
afterEach(() => {
  cleanup();
  setServerOffsetMs(0);
  vi.useRealTimers();
});

const boxes = () =>
  Array.from(document.querySelectorAll('.ui-countdown__box')).map((b) => b.textContent);

describe('GroupPanel', () => {
  it('an open group: state, missing members, countdown to expiry, seats with the leader', () => {
    render(<GroupPanel group={group()} userId={null} />);
    expect(screen.getByTestId('group-panel').dataset.state).toBe('open');
    expect(screen.getByTestId('group-state').textContent).toBe('In progress');
    expect(screen.getByText('2 more needed: invite your friends')).toBeTruthy();
    expect(boxes()).toEqual(['02', '05', '09']);
    expect(screen.getAllByTestId('group-seat')).toHaveLength(1);
    expect(screen.getAllByTestId('group-seat-empty')).toHaveLength(2);
    // the leader's mobile is masked and marked
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.getByText('Leader')).toBeTruthy();
    expect(screen.getByText('1/3 people')).toBeTruthy();
  });

  it('counts down by the server clock and asks for a reload when the time is up', () => {
    // the server is 2 h ahead of the device: 9 s of 2 h 5 min 9 s... minus 2 h are left
    setServerOffsetMs(2 * 3600 * 1000 + 5 * 60 * 1000);
    const onExpire = vi.fn();
    render(<GroupPanel group={group()} userId={null} onExpire={onExpire} />);
    expect(boxes()).toEqual(['00', '00', '09']);
    void act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).not.toHaveBeenCalled();
    void act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('an open group past its expiry shows failed with the refund on its way, no countdown', () => {
    render(<GroupPanel group={group({ expires_at: NOW - 1 })} userId={null} />);
    expect(screen.getByTestId('group-panel').dataset.state).toBe('failed');
    expect(screen.getByText('Group failed')).toBeTruthy();
    expect(
      screen.getByText('Time is up and the group is not full; payments will be refunded'),
    ).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('success: every seat taken, no countdown; my membership is said', () => {
    const members = [member(1, 'Ann', true), member(2, 'Bob'), member(3, 'Cy')];
    render(<GroupPanel group={group({ status: 'success', members })} userId={2} />);
    expect(screen.getByText('Group complete')).toBeTruthy();
    expect(screen.queryAllByTestId('group-seat-empty')).toHaveLength(0);
    expect(screen.getAllByTestId('group-seat')).toHaveLength(3);
    expect(screen.getByText(/You joined/)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('failed by the server: refunded', () => {
    render(<GroupPanel group={group({ status: 'failed', members: [] })} userId={null} />);
    expect(screen.getByText('The group was not full in time; payments were refunded')).toBeTruthy();
    // its refunded members are gone: no row of empty seats
    expect(screen.queryByTestId('group-seats')).toBeNull();
  });
});

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname + loc.search}</p>;
}

function renderRow(g: Group, userId: number | null) {
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route path="/list" element={<GroupRow group={g} userId={userId} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('GroupRow', () => {
  it('shows the masked leader, members n/size, the countdown, and joins with the group_id', () => {
    renderRow(group(), 9);
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.getByText(/^1\/3 people/)).toBeTruthy();
    expect(screen.getByText('2 more needed')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Join 138****8000's group" }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/pages/subpack/order/confirmationOrder?activity_goods_id=3&num=1&group_id=7',
    );
  });

  it('a member sees no join button', () => {
    renderRow(group(), 1);
    expect(screen.queryByTestId('group-join')).toBeNull();
    expect(screen.getByText('You joined')).toBeTruthy();
  });
});
