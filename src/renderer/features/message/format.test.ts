import { describe, expect, it } from 'vitest';
import { messageRoute, messageTime, paragraphs } from './format';

describe('message formatting', () => {
  it('splits paragraphs and headings without HTML', () => {
    expect(paragraphs('# 一、范围\n\n第一段\n第二行\n\n\n<b>x</b>')).toEqual([
      { heading: true, text: '一、范围' },
      { heading: false, text: '第一段\n第二行' },
      { heading: false, text: '<b>x</b>' },
    ]);
    expect(paragraphs('  \n\n ')).toEqual([]);
  });

  it('opens only in-app routes', () => {
    expect(messageRoute('pages/subpack/order/orderWl?order_id=5')).toBe(
      '/pages/subpack/order/orderWl?order_id=5',
    );
    for (const bad of ['https://x.example', '//x', 'pages/../x', 'javascript:alert(1)', '', null]) {
      expect(messageRoute(bad)).toBeNull();
    }
  });

  it("shows today's times without the date", () => {
    const now = new Date(2026, 10, 21, 15, 0).getTime();
    expect(messageTime(now / 1000 - 3600, 'en', now)).toMatch(/14:00/);
    expect(messageTime(new Date(2026, 0, 2, 9, 5).getTime() / 1000, 'en', now)).toBe('01-02 09:05');
  });
});
