import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_MESSAGE, HttpError } from '../api/http';
import { ApiError } from './api-error';
import { alreadyReported, configureFailureReporter, reportFailure } from './report';

const env = (code: number, message = '') => ({ code, message, data: null });

let deps: {
  toast: ReturnType<typeof vi.fn<(m: string) => void>>;
  alert: ReturnType<typeof vi.fn<(m: string) => Promise<void>>>;
  navigate: ReturnType<typeof vi.fn<(p: string) => void>>;
  saveReturnTarget: ReturnType<typeof vi.fn<(p: string) => void>>;
  path: string;
};
let restore: () => void;

beforeEach(() => {
  deps = {
    toast: vi.fn<(m: string) => void>(),
    alert: vi.fn<(m: string) => Promise<void>>(() => Promise.resolve()),
    navigate: vi.fn<(p: string) => void>(),
    saveReturnTarget: vi.fn<(p: string) => void>(),
    path: 'pages/user/order?tab=1',
  };
  restore = configureFailureReporter({
    toast: deps.toast,
    alert: deps.alert,
    navigate: deps.navigate,
    saveReturnTarget: deps.saveReturnTarget,
    currentPath: () => deps.path,
    fallbackMessage: () => 'network error',
  });
});
afterEach(() => restore());

describe('reportFailure: what the wrappers already told the user stays silent', () => {
  it.each([
    ['a cancel', new Error(CANCEL_MESSAGE)],
    ['a consumer envelope rejection (403)', new HttpError('nope', 403, env(403, 'nope'), true)],
    ['a 237 (modal + home done)', new HttpError('closed', 237, env(237, 'closed'), true)],
    ['a login redirect without an envelope', new HttpError('', 401, null, true)],
    ['merchant 422 (modal done)', new HttpError('bad', 422, null, true)],
    ['merchant 423 (toast done)', new HttpError('locked', 423, null, true)],
    ['an unmarked envelope rejection (old rule)', new HttpError('x', 422, env(422, 'x'))],
  ])('%s', (_name, error) => {
    expect(alreadyReported(error)).toBe(true);
    reportFailure(error);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('reportFailure: the rest is told once', () => {
  it('network and server failures toast the fallback (the default, or the screen wording)', () => {
    reportFailure(new HttpError('Network Error', 0));
    reportFailure(new HttpError('Request failed with status code 500', 500), {
      fallback: 'orders failed',
    });
    expect(deps.toast.mock.calls).toEqual([['network error'], ['orders failed']]);
  });

  it('withReason: "failed: reason" (the purchase screens), the fallback without a reason', () => {
    const withReason = (r: string) => `failed: ${r}`;
    reportFailure(new HttpError('timeout of 60000ms exceeded', 0), { withReason });
    reportFailure(new ApiError({ code: 500, message: '' }), { withReason, fallback: 'failed' });
    expect(deps.toast.mock.calls).toEqual([['failed: timeout of 60000ms exceeded'], ['failed']]);
  });

  it('fallbackKey / reasonKey: the screen wording as translation keys, resolved at report time', () => {
    const translate = vi.fn((key: string, values?: Record<string, string>) =>
      values ? `${key}(${values.reason})` : key,
    );
    const undo = configureFailureReporter({ translate });
    try {
      // the old wrappers: orders/account/wallet "network error", purchase "failed: reason"
      reportFailure(new HttpError('Network Error', 0), { fallbackKey: 'wallet.networkError' });
      reportFailure(new HttpError('Network Error', 0), {
        fallbackKey: 'gsBuy.failed',
        reasonKey: 'gsBuy.failedReason',
      });
      reportFailure(new ApiError({ code: 500, message: '' }), {
        fallbackKey: 'gsBuy.failed',
        reasonKey: 'gsBuy.failedReason',
      });
      // an explicit text wins over the key
      reportFailure(new HttpError('x', 500), { fallback: 'text', fallbackKey: 'gsBuy.failed' });
      // what the wrapper already told the user stays silent whatever the wording
      reportFailure(new HttpError('nope', 403, env(403, 'nope'), true), {
        fallbackKey: 'wallet.networkError',
      });
    } finally {
      undo();
    }
    expect(deps.toast.mock.calls).toEqual([
      ['wallet.networkError'],
      ['gsBuy.failedReason(Network Error)'],
      ['gsBuy.failed'],
      ['text'],
    ]);
  });

  it('the same error is reported only once', () => {
    const e = new HttpError('Network Error', 0);
    const api = reportFailure(e);
    expect(api.reported).toBe(true);
    reportFailure(api);
    expect(deps.toast).toHaveBeenCalledOnce();
    expect(alreadyReported(api)).toBe(true);
  });

  it('an unreported invalid/locked/forbidden toasts its message, else the fallback', () => {
    reportFailure(new ApiError({ code: 422, message: 'name: required' }));
    reportFailure(new ApiError({ code: 423, message: '' }));
    expect(deps.toast.mock.calls).toEqual([['name: required'], ['network error']]);
  });

  it('an unreported auth error toasts, saves the return target and goes to login', () => {
    reportFailure(new ApiError({ code: 401, message: 'please log in' }));
    expect(deps.toast).toHaveBeenCalledWith('please log in');
    expect(deps.saveReturnTarget).toHaveBeenCalledWith('pages/user/order?tab=1');
    expect(deps.navigate).toHaveBeenCalledWith('pages/login/login');
  });

  it('no login redirect from a login page', () => {
    deps.path = 'pages/login/login';
    reportFailure(new ApiError({ code: 202, message: '' }));
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('an unreported closed error shows the modal, then goes home', async () => {
    let close: () => void = () => undefined;
    deps.alert.mockImplementation(() => new Promise<void>((r) => (close = r)));
    reportFailure(new ApiError({ code: 237, message: 'withdrawn' }));
    expect(deps.alert).toHaveBeenCalledWith('withdrawn');
    await Promise.resolve();
    expect(deps.navigate).not.toHaveBeenCalled();
    close();
    await vi.waitFor(() => expect(deps.navigate).toHaveBeenCalledWith('pages/index/index'));
  });
});
