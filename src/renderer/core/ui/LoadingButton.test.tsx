// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingButton } from './LoadingButton';

afterEach(cleanup);

describe('LoadingButton', () => {
  it('shows loading and ignores clicks while its onClick runs', async () => {
    let finish!: () => void;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoadingButton onClick={onClick}>Pay</LoadingButton>);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.className).toContain('adm-button-loading');
    await act(async () => finish());
    expect(button.className).not.toContain('adm-button-loading');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
