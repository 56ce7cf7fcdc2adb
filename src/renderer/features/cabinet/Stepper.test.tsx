// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/i18n';
import './strings/stock';
import { isQuantity, Stepper } from './Stepper';

afterEach(cleanup);

function Harness({ onValue, max = 100 }: { onValue: (v: number) => void; max?: number }) {
  const [v, setV] = useState(1);
  return (
    <>
      <Stepper
        label="Qty"
        value={v}
        min={1}
        max={max}
        onChange={(n) => {
          setV(n);
          onValue(n);
        }}
      />
      <button type="button" disabled={!isQuantity(v, 1, max)}>
        Save
      </button>
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Qty' });

describe('Stepper', () => {
  it('an emptied field stays empty and invalid; typing 5 then gives 5, not 15', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    expect(field().value).toBe('1');
    fireEvent.change(field(), { target: { value: '' } });
    expect(field().value).toBe('');
    expect(onValue).toHaveBeenLastCalledWith(NaN);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(field(), { target: { value: '5' } });
    expect(field().value).toBe('5');
    expect(onValue).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('clamps a typed number to the maximum and steps from empty to the minimum', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} max={7} />);
    fireEvent.change(field(), { target: { value: '12' } });
    expect(onValue).toHaveBeenLastCalledWith(7);
    expect(field().value).toBe('7');
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.click(screen.getAllByRole('button')[1]!);
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(field().value).toBe('1');
  });

  it('isQuantity: whole numbers within the bounds only', () => {
    expect(isQuantity(NaN, 1)).toBe(false);
    expect(isQuantity(0, 1)).toBe(false);
    expect(isQuantity(1.5, 1)).toBe(false);
    expect(isQuantity(3, 1, 3)).toBe(true);
    expect(isQuantity(4, 1, 3)).toBe(false);
  });
});
