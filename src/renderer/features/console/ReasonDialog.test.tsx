// @vitest-environment jsdom
// The console's reason dialog (issue 23): a reason from the list and a trimmed note go to the
// server; a refusal naming a field is shown under it, any other above the form; it closes only
// when the call succeeded.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/data';
import '../../core/i18n';
import { ReasonDialog } from './ReasonDialog';
import { installDomStubs } from './test-dom';

beforeAll(installDomStubs);
afterEach(cleanup);

const REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'other', label: 'Other reason' },
] as const;

function open(onSubmit: (v: { reason: string; note: string }) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <ReasonDialog
      title="Reject"
      hint="The user reads the reason"
      okText="Reject"
      reasons={REASONS}
      testId="r"
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return onClose;
}

async function choose(label: string) {
  const select = screen.getByTestId('r-form').querySelector('.ant-select-selector, .ant-select')!;
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(label));
}

const refusal = (message: string) => new ApiError({ code: 422, message });

describe('ReasonDialog', () => {
  it('sends the chosen reason and the trimmed note, then closes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = open(onSubmit);
    await choose('Spam');
    fireEvent.change(screen.getByTestId('r-note'), { target: { value: '  too many links  ' } });
    await act(async () => void fireEvent.click(screen.getByTestId('r-ok')));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'spam', note: 'too many links' });
  });

  it('sends nothing without a reason', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = open(onSubmit);
    await act(async () => void fireEvent.click(screen.getByTestId('r-ok')));
    expect(await screen.findByText(/请选择原因|Choose a reason/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal naming the note under it and stays open', async () => {
    const onClose = open(() => Promise.reject(refusal('note: say why')));
    await choose('Other reason');
    await act(async () => void fireEvent.click(screen.getByTestId('r-ok')));
    expect(await screen.findByText('say why')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows any other refusal above the form', async () => {
    const onClose = open(() => Promise.reject(refusal('Already decided by another operator')));
    await choose('Spam');
    await act(async () => void fireEvent.click(screen.getByTestId('r-ok')));
    expect(await screen.findByText('Already decided by another operator')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
