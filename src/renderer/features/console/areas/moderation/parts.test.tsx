// @vitest-environment jsdom
// The moderation queue (issue 23): the rows of the queue in the URL, the actions column only with
// `moderation.write`, and a decision with a reason sent with the item's id and re-reading the
// list when it succeeded.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { permissionsOf, type OpsRole } from '../../../../../shared/rules/ops-permissions';
import '../../../../core/i18n';
import { SessionContext } from '../../context';
import { ConsoleSession } from '../../session-store';
import { installDomStubs } from '../../test-dom';
import { ModQueue } from './parts';

beforeAll(installDomStubs);
afterEach(cleanup);

interface Row {
  id: number;
  text: string;
  reason: { code: string; note: string };
}

function sessionOf(role: OpsRole): ConsoleSession {
  const session = new ConsoleSession(
    { me: () => new Promise(() => undefined), logout: () => Promise.resolve(null) },
    { get: () => null, set: () => undefined, remove: () => undefined },
  );
  Object.assign(session, {
    operator: {
      id: 1,
      username: 'a',
      name: 'A',
      role,
      permissions: permissionsOf(role),
      totp_enabled: true,
      totp_required: true,
      created_at: 0,
    },
  });
  return session;
}

function show(
  role: OpsRole,
  hide: (v: { id: number; reason: string; note: string }) => Promise<unknown>,
) {
  const queries: Record<string, string | number>[] = [];
  const load = vi.fn((q: Record<string, string | number>) => {
    queries.push(q);
    return Promise.resolve({
      list: [{ id: 7, text: 'buy cheap watches', reason: { code: '', note: '' } }] as Row[],
      total: 1,
      page: 1,
      limit: 20,
    });
  });
  render(
    <App>
      <SessionContext.Provider value={sessionOf(role)}>
        <MemoryRouter initialEntries={['/q?filter=reported']}>
          <Routes>
            <Route
              path="/q"
              element={
                <ModQueue<'held' | 'reported', Row>
                  filters={['held', 'reported']}
                  load={load}
                  testId="q"
                  filterLabel={(f) => f}
                  columns={[{ title: 'Text', dataIndex: 'text' }]}
                  actions={{
                    width: 100,
                    render: (r, decide) => (
                      <Button
                        data-testid={`hide-${r.id}`}
                        onClick={() =>
                          decide.withReason({
                            title: 'Hide',
                            hint: 'The author reads the reason',
                            okText: 'Hide',
                            submit: (v) => hide({ id: r.id, ...v }),
                          })
                        }
                      >
                        hide
                      </Button>
                    ),
                  }}
                />
              }
            />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </App>,
  );
  return { load, queries };
}

describe('ModQueue', () => {
  it('lists the queue of the URL; a reason decision sends the id and re-reads', async () => {
    const hide = vi.fn(() => Promise.resolve());
    const { load, queries } = show('moderator', hide);
    const table = await screen.findByTestId('q-table');
    await within(table).findByText('buy cheap watches');
    expect(queries[0]).toMatchObject({ filter: 'reported', page: 1, limit: 20 });
    fireEvent.click(screen.getByTestId('hide-7'));
    fireEvent.mouseDown(screen.getByTestId('mod-reason-form').querySelector('.ant-select')!);
    fireEvent.click(await screen.findByTitle(/广告或垃圾信息|Advertising or spam/));
    await act(async () => void fireEvent.click(screen.getByTestId('mod-reason-ok')));
    await waitFor(() => expect(hide).toHaveBeenCalledWith({ id: 7, reason: 'ads_spam', note: '' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  }, 20_000);

  it('shows no actions without moderation.write', async () => {
    show('finance', () => Promise.resolve());
    const table = await screen.findByTestId('q-table');
    await within(table).findByText('buy cheap watches');
    expect(screen.queryByTestId('hide-7')).toBeNull();
  }, 20_000);
});
