// @vitest-environment jsdom
// The console's login (issue 20) against the operator http instance with a fake transport:
// refusals show inline and nothing typed is lost; the TOTP step; a session opens.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { permissionsOf } from '../../../../shared/rules/ops-permissions';
import { createOperatorHttp, type HttpAdapter } from '../../../core/api/http';
import { installOperatorHttp } from '../../../core/api/operator';
import '../../../core/i18n';
import { opsApi } from '../api';
import { SessionContext } from '../context';
import { ConsoleSession, type TokenStorage } from '../session-store';
import { LoginScreen } from './LoginScreen';
import { installDomStubs } from '../test-dom';

// antd's responsive helpers ask for matchMedia, which jsdom lacks
beforeAll(installDomStubs);
afterEach(cleanup);

const operator = {
  id: 1,
  username: 'admin',
  name: 'Admin',
  role: 'owner',
  permissions: permissionsOf('owner'),
  totp_enabled: true,
  totp_required: true,
  created_at: 1,
};

type Answer = { status?: number; body: unknown };

function setUp(answers: Answer[]) {
  const sent: { url: string; body: unknown }[] = [];
  const adapter = vi.fn<HttpAdapter>(async (config: InternalAxiosRequestConfig) => {
    sent.push({ url: config.url ?? '', body: JSON.parse(String(config.data ?? '{}')) });
    const a = answers.shift() ?? { status: 500, body: {} };
    await Promise.resolve();
    return { status: a.status ?? 200, statusText: '', headers: {}, data: a.body, config };
  });
  const data: Record<string, string> = {};
  const storage: TokenStorage = {
    get: (k) => data[k] ?? null,
    set: (k, v) => void (data[k] = v),
    remove: (k) => void delete data[k],
  };
  const session = new ConsoleSession(opsApi, storage);
  installOperatorHttp(
    createOperatorHttp({
      base: () => 'http://ops.test',
      token: () => session.token,
      language: () => 'zh-CN',
      onUnauthorized: () => session.clear(),
      adapter,
    }),
  );
  render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/" element={<div>console home</div>} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return { sent, session, data };
}

async function submit(form: string) {
  await act(async () => {
    fireEvent.submit(screen.getByTestId(form));
    await new Promise((r) => setTimeout(r, 0));
  });
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('console login (issue 20)', () => {
  it('shows a wrong password inline and keeps what was typed', async () => {
    const { sent } = setUp([
      { status: 422, body: { code: 422, message: '用户名或密码错误', data: null } },
    ]);
    fireEvent.change(input('ops-username'), { target: { value: 'admin' } });
    fireEvent.change(input('ops-password'), { target: { value: 'nope' } });
    await submit('login-form');
    expect(sent[0]).toEqual({
      url: 'http://ops.test/api/ops/login',
      body: { username: 'admin', password: 'nope' },
    });
    expect(screen.getByTestId('login-error').textContent).toContain('用户名或密码错误');
    expect(input('ops-username').value).toBe('admin');
    expect(input('ops-password').value).toBe('nope');
  });

  it('a lock says the server’s words with the minutes', async () => {
    setUp([
      {
        status: 423,
        body: {
          code: 423,
          message: '失败次数过多，账号已锁定，请15分钟后再试',
          data: { locked_until: Math.floor(Date.now() / 1000) + 900 },
        },
      },
    ]);
    fireEvent.change(input('ops-username'), { target: { value: 'admin' } });
    fireEvent.change(input('ops-password'), { target: { value: 'x' } });
    await submit('login-form');
    expect(screen.getByTestId('login-error').textContent).toContain('15分钟');
  });

  it('asks for the TOTP code, shows a wrong one inline, then opens the session', async () => {
    const { sent, session, data } = setUp([
      {
        body: { code: 200, message: '', data: { status: 'totp', challenge: 'ch1', expires_at: 9 } },
      },
      { status: 422, body: { code: 422, message: '动态验证码错误或已使用', data: null } },
      {
        body: {
          code: 200,
          message: '',
          data: { status: 'ok', token: 'tok', expires_at: 9, operator },
        },
      },
    ]);
    fireEvent.change(input('ops-username'), { target: { value: 'admin' } });
    fireEvent.change(input('ops-password'), { target: { value: 'demo123456' } });
    await submit('login-form');
    expect(screen.getByTestId('totp-form')).toBeTruthy();
    fireEvent.change(input('ops-code'), { target: { value: '12 34 56' } });
    expect(input('ops-code').value).toBe('123456');
    await submit('totp-form');
    expect(sent[1]?.body).toEqual({ challenge: 'ch1', code: '123456' });
    expect(screen.getByTestId('login-error').textContent).toContain('动态验证码错误');
    expect(input('ops-code').value).toBe('123456');
    fireEvent.change(input('ops-code'), { target: { value: '654321' } });
    await submit('totp-form');
    expect(session.status).toBe('ready');
    expect(data.opsToken).toBe('tok');
    expect(screen.getByText('console home')).toBeTruthy();
  });
});
