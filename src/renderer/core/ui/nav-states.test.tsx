// @vitest-environment jsdom
// Issue 19 (brief C): the kernel's failure states — no 加载失败 flash while the wrapper takes a
// logged-out user to login; "does not exist" (no retry) for an object that is not there.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import { ApiError } from '../data/api-error';
import { setLanguage } from '../i18n';
import { ListView, type PagedList } from './ListView';
import { LoadFailure } from './MissingState';

beforeAll(async () => {
  await setLanguage('zh-CN');
});
afterEach(cleanup);

function failed(error: unknown): PagedList<string> {
  return {
    items: [],
    status: 'error',
    error,
    total: 0,
    hasMore: false,
    loadMore: vi.fn(() => Promise.resolve()),
    refresh: vi.fn(() => Promise.resolve(false)),
    reload: vi.fn(() => Promise.resolve()),
  };
}

describe('ListView failure', () => {
  it('logged out (the wrapper goes to login): keeps the skeleton, no 加载失败/重试', () => {
    // a login-required call without a token is not sent: the wrapper's 401, already reported
    const error = ApiError.from(new HttpError('', 401, null, true));
    const { container } = render(<ListView state={failed(error)} render={(s) => s} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(container.querySelector('.ui-list-view')?.textContent ?? '').not.toContain('加载失败');
  });

  it('any other failure offers a retry', () => {
    render(<ListView state={failed(new ApiError({ code: 0, message: '' }))} render={(s) => s} />);
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('LoadFailure', () => {
  const missing = {
    title: '订单不存在',
    to: '/pages/subpack/order/order',
    actionText: '查看我的订单',
  };

  it('an object that does not exist: says so and offers a way on, no retry', () => {
    render(
      <MemoryRouter>
        <LoadFailure
          error={new ApiError({ code: 422, message: '订单不存在' })}
          onRetry={() => undefined}
          missing={missing}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('订单不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的订单' }).getAttribute('href')).toBe(
      '/pages/subpack/order/order',
    );
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('a failure a retry may fix: retry', () => {
    render(
      <MemoryRouter>
        <LoadFailure
          error={new ApiError({ code: 500, message: 'x', kind: 'server' })}
          onRetry={() => undefined}
          missing={missing}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
