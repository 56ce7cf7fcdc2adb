// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { useSnapshot } from './observe';

afterEach(cleanup);

function View({ box }: { box: { n: number } }) {
  const snap = useSnapshot(() => ({ n: box.n }));
  return <p>value {snap.n}</p>;
}

describe('useSnapshot', () => {
  it('re-renders on a change of what it read, as a transition (not in the same task)', async () => {
    const box = observable({ n: 1 });
    render(<View box={box} />);
    expect(screen.getByText('value 1')).toBeTruthy();
    const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    g.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      runInAction(() => (box.n = 2));
      // a synchronous-lane update (useSyncExternalStore) would be on screen after the microtasks
      await Promise.resolve();
      await Promise.resolve();
      expect(screen.getByText('value 1')).toBeTruthy();
      await waitFor(() => expect(screen.getByText('value 2')).toBeTruthy());
    } finally {
      g.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('shows a change made between its first render and its subscription', async () => {
    const box = observable({ n: 1 });
    function Changer() {
      // runs after View's render, before View's effect subscribes
      if (box.n === 1) queueMicrotask(() => runInAction(() => (box.n = 5)));
      return null;
    }
    await act(async () => {
      render(
        <>
          <View box={box} />
          <Changer />
        </>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('value 5')).toBeTruthy();
  });
});
