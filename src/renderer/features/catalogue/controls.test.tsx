// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoodsSort } from './api';
import { setLanguage } from '../../core/i18n';
import { SearchInput } from './SearchInput';
import { SortBar } from './SortBar';

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(cleanup);

function Sorted({ onChange }: { onChange: (s: GoodsSort) => void }) {
  const [sort, setSort] = useState<GoodsSort>('composite');
  return (
    <SortBar
      value={sort}
      onChange={(s) => {
        setSort(s);
        onChange(s);
      }}
    />
  );
}

describe('SortBar', () => {
  it('marks the active tab and flips the price order on every tap', () => {
    const onChange = vi.fn();
    render(<Sorted onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Default' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const price = () => screen.getByRole('button', { name: /^Price/ });
    fireEvent.click(price());
    expect(onChange).toHaveBeenLastCalledWith('price_asc');
    expect(price().getAttribute('aria-pressed')).toBe('true');
    expect(price().textContent).toContain('low to high');
    fireEvent.click(price());
    expect(onChange).toHaveBeenLastCalledWith('price_desc');
    expect(price().textContent).toContain('high to low');
    fireEvent.click(screen.getByRole('button', { name: 'Sales' }));
    expect(onChange).toHaveBeenLastCalledWith('sales');
    expect(price().getAttribute('aria-pressed')).toBe('false');
  });
});

function Search({ onSubmit }: { onSubmit: (v: string) => void }) {
  const [value, setValue] = useState('');
  return <SearchInput value={value} onChange={setValue} onSubmit={onSubmit} autoFocus />;
}

describe('SearchInput', () => {
  it('submits on enter (form submit), clears with the clear button', () => {
    const onSubmit = vi.fn();
    render(<Search onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search keyword' });
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.change(input, { target: { value: 'milk' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).toHaveBeenCalledWith('milk');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenLastCalledWith('');
  });
});
