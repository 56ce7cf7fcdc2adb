import { describe, expect, it } from 'vitest';
import type { Banner, FlashSession } from '../../../../../shared/contract';
import { linkTarget, mergeBanners, onceGate, pickFlashSession } from './home-data';

const banner = (id: number, title = `b${id}`): Banner => ({ id, title, image: '', link: '' });

describe('mergeBanners', () => {
  it('keeps the order of the lists and each id once, first occurrence winning', () => {
    const merged = mergeBanners([banner(3, 'act'), banner(1)], [banner(1, 'dup'), banner(2)], []);
    expect(merged.map((b) => [b.id, b.title])).toEqual([
      [3, 'act'],
      [1, 'b1'],
      [2, 'b2'],
    ]);
  });

  it('drops repeats inside one list too', () => {
    expect(mergeBanners([banner(1), banner(1)]).map((b) => b.id)).toEqual([1]);
    expect(mergeBanners()).toEqual([]);
  });
});

const session = (id: number, start: number, end: number): FlashSession => ({
  activity_id: id,
  title: `s${id}`,
  start_at: start,
  end_at: end,
  status: 'ended',
});

describe('pickFlashSession', () => {
  const sessions = [session(1, 100, 200), session(2, 300, 400), session(3, 500, 600)];

  it('counts down to the end of the running session', () => {
    expect(pickFlashSession(sessions, 150)).toEqual({
      session: sessions[0],
      phase: 'ongoing',
      target: 200,
    });
    expect(pickFlashSession(sessions, 100)?.phase).toBe('ongoing');
  });

  it('between sessions counts down to the start of the next one', () => {
    expect(pickFlashSession(sessions, 200)).toEqual({
      session: sessions[1],
      phase: 'upcoming',
      target: 300,
    });
    expect(pickFlashSession(sessions, 50)?.target).toBe(100);
  });

  it('uses the times, not the stale status, and takes the earliest of several', () => {
    const overlapping = [session(5, 0, 900), session(6, 10, 300)];
    expect(pickFlashSession(overlapping, 100)?.session.activity_id).toBe(6);
    const unordered = [session(8, 800, 900), session(7, 600, 700)];
    expect(pickFlashSession(unordered, 100)?.session.activity_id).toBe(7);
  });

  it('is null when every session is over', () => {
    expect(pickFlashSession(sessions, 600)).toBeNull();
    expect(pickFlashSession([], 0)).toBeNull();
  });
});

describe('linkTarget', () => {
  it('maps hash routes, with or without #/ and /', () => {
    for (const l of ['pages/a/b?x=1', '/pages/a/b?x=1', '#/pages/a/b?x=1']) {
      expect(linkTarget(l)).toEqual({ kind: 'route', to: '/pages/a/b?x=1' });
    }
  });

  it('keeps http(s) pages and refuses other schemes and blanks', () => {
    expect(linkTarget('https://example.com/x')).toEqual({
      kind: 'url',
      href: 'https://example.com/x',
    });
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('data:text/html,x')).toBeNull();
    expect(linkTarget('')).toBeNull();
    expect(linkTarget(null)).toBeNull();
    expect(linkTarget('#/')).toBeNull();
  });
});

describe('onceGate', () => {
  it('opens once', () => {
    const gate = onceGate();
    expect([gate(), gate(), gate()]).toEqual([true, false, false]);
    expect(onceGate()()).toBe(true);
  });
});
