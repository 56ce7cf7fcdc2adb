import { useCallback, useRef, useState } from 'react';

/** Runs an async submit once at a time; `busy` drives the button's loading state. */
export function useSubmit<A extends unknown[]>(fn: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await fn(...args);
      } catch {
        // The request wrapper has already shown the server's message.
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [fn],
  );
  return { busy, run };
}
