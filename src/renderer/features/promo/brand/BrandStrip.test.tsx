// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../core/i18n';

const api = vi.hoisted(() => ({ getBrandList: vi.fn() }));
vi.mock('../brand-api', () => api);

const { BrandStrip } = await import('./BrandStrip');

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(cleanup);

function envelope(list: unknown[]) {
  return { code: 200, message: '', data: { list, total: list.length } };
}

describe('BrandStrip (issue 21: keeps its place while loading)', () => {
  it('shows a placeholder of the same frame while the brands load, then the brands', async () => {
    let answer: (v: unknown) => void = () => undefined;
    api.getBrandList.mockReturnValue(new Promise((r) => (answer = r)));
    render(
      <MemoryRouter>
        <BrandStrip />
      </MemoryRouter>,
    );
    const placeholder = screen.getByTestId('brand-strip-loading');
    expect(placeholder.classList.contains('brand-strip')).toBe(true);
    expect(placeholder.querySelectorAll('.brand-strip__logo').length).toBeGreaterThan(0);
    answer(envelope([{ id: 1, name: 'Acme', logo: '' }]));
    await waitFor(() => expect(screen.getByTestId('brand-strip')).toBeTruthy());
    expect(screen.queryByTestId('brand-strip-loading')).toBeNull();
  });

  it('shows nothing once it knows there are no brands', async () => {
    api.getBrandList.mockResolvedValue(envelope([]));
    const { container } = render(
      <MemoryRouter>
        <BrandStrip />
      </MemoryRouter>,
    );
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
