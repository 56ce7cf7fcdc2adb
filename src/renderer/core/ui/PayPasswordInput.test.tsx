// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { keypadDigits, PayPasswordInput } from './PayPasswordInput';

afterEach(cleanup);

describe('keypadDigits', () => {
  it('keeps the phone order unshuffled and shuffles a permutation of all ten digits', () => {
    expect(keypadDigits(false).join('')).toBe('1234567890');
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const shuffled = keypadDigits(true, random);
    expect([...shuffled].sort().join('')).toBe('0123456789');
    expect(shuffled.join('')).not.toBe('1234567890');
  });
});

describe('PayPasswordInput', () => {
  it('completes once after six digits, ignores more, and erases', () => {
    const onComplete = vi.fn();
    render(<PayPasswordInput onComplete={onComplete} />);
    for (const d of '12345') fireEvent.click(screen.getByRole('button', { name: d }));
    fireEvent.click(screen.getByRole('button', { name: /删除|erase/i }));
    for (const d of '56') fireEvent.click(screen.getByRole('button', { name: d }));
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.querySelectorAll('[data-filled="true"]')).toHaveLength(6);
  });

  it('clears when the reset key changes', () => {
    const onComplete = vi.fn();
    const { rerender } = render(<PayPasswordInput onComplete={onComplete} resetKey={1} />);
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(document.querySelectorAll('[data-filled="true"]')).toHaveLength(1);
    rerender(<PayPasswordInput onComplete={onComplete} resetKey={2} />);
    expect(document.querySelectorAll('[data-filled="true"]')).toHaveLength(0);
  });
});
