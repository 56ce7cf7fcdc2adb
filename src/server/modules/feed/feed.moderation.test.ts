import { describe, expect, it } from 'vitest';
import { initialStatus } from './feed.moderation';

describe('initialStatus', () => {
  const words = ['赌博', 'casino'];

  it('publishes ordinary text', () => {
    expect(initialStatus('楼下新开的面包店很好吃', words)).toBe('published');
  });

  it('holds text with a banned word for review, ignoring case and separators', () => {
    expect(initialStatus('来玩赌博吧', words)).toBe('pending');
    expect(initialStatus('Best CASINO in town', words)).toBe('pending');
    expect(initialStatus('赌 博', words)).toBe('pending');
    expect(initialStatus('c.a.s.i.n.o', words)).toBe('pending');
  });

  it('ignores empty banned words', () => {
    expect(initialStatus('hello', ['', ' '])).toBe('published');
  });
});
