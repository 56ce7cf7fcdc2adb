// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { Price } from './Price';

afterEach(cleanup);

describe('Price', () => {
  it('renders ¥, the yuan and the fen parts separately', () => {
    const { container } = render(<Price fen={1230} size="lg" />);
    expect(container.querySelector('.ui-price__symbol')?.textContent).toBe('¥');
    expect(container.querySelector('.ui-price__yuan')?.textContent).toBe('12');
    expect(container.querySelector('.ui-price__fen')?.textContent).toBe('.30');
    expect(container.querySelector('.ui-price--lg')).not.toBeNull();
    expect(screen.getByLabelText('¥12.30')).toBeTruthy();
  });

  it('pads small amounts and keeps the sign of negative ones', () => {
    render(<Price fen={5} />);
    expect(screen.getByLabelText('¥0.05')).toBeTruthy();
    cleanup();
    render(<Price fen={-250} />);
    expect(screen.getByLabelText('-¥2.50')).toBeTruthy();
  });

  it('strikes through an original price above the price', () => {
    const { container } = render(<Price fen={990} original={1990} />);
    const del = container.querySelector('del.ui-price__original');
    expect(del?.textContent).toContain('¥19.90');
  });

  it('shows no original price when it is 0, equal or lower', () => {
    for (const original of [0, 990, 500]) {
      const { container } = render(<Price fen={990} original={original} />);
      expect(container.querySelector('del')).toBeNull();
      cleanup();
    }
  });

  it('refuses a fractional amount (prices are integer fen)', () => {
    expect(() => render(<Price fen={12.3} />)).toThrow(RangeError);
  });
});
