// @vitest-environment jsdom
// The order search renders its filters and asks the server for the list (issue 20, orders).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../../../shared/rules/ops-permissions';
import { createOperatorHttp, type HttpAdapter } from '../../../../core/api/http';
import { installOperatorHttp } from '../../../../core/api/operator';
import '../../../../core/i18n';
import { SessionContext } from '../../context';
import { ConsoleSession } from '../../session-store';
import { OrdersListScreen } from './OrdersListScreen';
import { installDomStubs } from '../../test-dom';

// antd's responsive helpers ask for matchMedia, which jsdom lacks
beforeAll(installDomStubs);
afterEach(cleanup);

describe('OrdersListScreen', () => {
  it('renders and loads the list', async () => {
    const urls: string[] = [];
    const adapter: HttpAdapter = (config: InternalAxiosRequestConfig) => {
      urls.push(String(config.url));
      const data = String(config.url).includes('sellers')
        ? []
        : { list: [], total: 0, page: 1, limit: 20 };
      return Promise.resolve({
        data: { code: 200, message: '', data },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      });
    };
    installOperatorHttp(
      createOperatorHttp({
        base: () => '/',
        token: () => 't',
        language: () => 'zh-CN',
        onUnauthorized: () => undefined,
        adapter,
      }),
    );
    const session = new ConsoleSession(
      { me: () => new Promise(() => undefined), logout: () => Promise.resolve(null) },
      { get: () => 't', set: () => undefined, remove: () => undefined },
    );
    Object.assign(session, {
      operator: {
        id: 1,
        username: 'a',
        name: 'A',
        role: 'owner',
        permissions: permissionsOf('owner'),
        totp_enabled: true,
        totp_required: true,
        created_at: 0,
      },
    });
    render(
      <App>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/orders?status=1']}>
            <Routes>
              <Route path="/orders" element={<OrdersListScreen />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </App>,
    );
    expect(await screen.findByTestId('orders-filters', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(urls).toEqual(expect.arrayContaining(['/api/ops/orders'])), {
      timeout: 8000,
    });
  }, 20_000);
});
