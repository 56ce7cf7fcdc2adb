// @vitest-environment jsdom
// The merchants area's form modal (issue 23): valid values go to the server; the shared fields'
// rules refuse bad input before it; the server's refusal naming a field is shown under it, any
// other above the buttons.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../core/data';
import '../../../../core/i18n';
import { installDomStubs } from '../../test-dom';
import { MobileField, NameField, ServerFormModal } from './ServerForm';

beforeAll(installDomStubs);
afterEach(cleanup);

type V = { name: string; mobile?: string };

function open(submit: (v: V) => Promise<unknown>) {
  render(
    <App>
      <ServerFormModal<V> title="Edit" testId="f" onClose={() => undefined} submit={submit}>
        {() => (
          <>
            <NameField testId="f-name" />
            <MobileField testId="f-mobile" />
          </>
        )}
      </ServerFormModal>
    </App>,
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const ok = () => act(async () => void fireEvent.click(screen.getByTestId('f-ok')));

describe('ServerFormModal with the shared fields', () => {
  it('submits valid values', async () => {
    const submit = vi.fn(() => Promise.resolve());
    open(submit);
    type('f-name', 'Wensan Road');
    type('f-mobile', '13900139000');
    await ok();
    expect(submit).toHaveBeenCalledWith({ name: 'Wensan Road', mobile: '13900139000' });
  });

  it('refuses a bad mobile and an empty name before the server', async () => {
    const submit = vi.fn(() => Promise.resolve());
    open(submit);
    type('f-name', '   ');
    type('f-mobile', '12345');
    await ok();
    await screen.findByText(/请输入 11 位手机号|Enter an 11-digit mobile number/);
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names", async () => {
    open(() => Promise.reject(new ApiError({ code: 422, message: 'mobile: taken by another' })));
    type('f-name', 'A');
    await ok();
    expect(await screen.findByText('taken by another')).toBeTruthy();
    expect(screen.queryByTestId('f-error')).toBeNull();
  });

  it('shows any other refusal above the buttons', async () => {
    open(() => Promise.reject(new ApiError({ code: 422, message: 'The merchant is disabled' })));
    type('f-name', 'A');
    await ok();
    expect((await screen.findByTestId('f-error')).textContent).toContain(
      'The merchant is disabled',
    );
  });
});
