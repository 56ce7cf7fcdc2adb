// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { hasAppHistory, useGoBack } from './back';

afterEach(cleanup);

describe('hasAppHistory', () => {
  it("reads the hash router's entry number: 0 is the first page (a shared link)", () => {
    expect(hasAppHistory({ usr: null, key: 'default', idx: 0 }, 'default')).toBe(false);
    // a link that redirected (replace) is still the first page, although its key is new
    expect(hasAppHistory({ usr: null, key: 'k3x9a1', idx: 0 }, 'k3x9a1')).toBe(false);
    expect(hasAppHistory({ usr: null, key: 'k3x9a1', idx: 2 }, 'k3x9a1')).toBe(true);
  });

  it('without an entry number (memory router), the first location has the key default', () => {
    expect(hasAppHistory(null, 'default')).toBe(false);
    expect(hasAppHistory(null, undefined)).toBe(false);
    expect(hasAppHistory(undefined, '')).toBe(false);
    expect(hasAppHistory(null, 'k3x9a1')).toBe(true);
  });
});

function Back() {
  const back = useGoBack();
  return (
    <button type="button" onClick={back}>
      back
    </button>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/pages/x')}>
      to x
    </button>
  );
}

function app(initial: string, extra: string[] = []) {
  return render(
    <MemoryRouter initialEntries={[initial, ...extra]} initialIndex={0}>
      <Routes>
        <Route path="/pages/x" element={<Back />} />
        <Route path="/pages/index/index" element={<Home />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useGoBack', () => {
  it('goes home from a page opened directly, even when the browser has entries before it', () => {
    // The browser's own history (about:blank before the shared link) is not the app's.
    window.history.pushState(null, '', '/h5/#/pages/x');
    expect(window.history.length).toBeGreaterThan(1);
    app('/pages/x');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('button', { name: 'to x' })).toBeTruthy();
  });

  it('goes back to the previous page of the app', () => {
    app('/pages/index/index');
    fireEvent.click(screen.getByRole('button', { name: 'to x' }));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('button', { name: 'to x' })).toBeTruthy();
  });
});
