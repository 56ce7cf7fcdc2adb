// Test helpers of the renderer, imported by tests only: the set-up shared by the component tests
// that render English texts under fake timers (the countdowns, the spinner delay, the pull's
// timings), and a promise the test settles itself.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setLanguage } from '../i18n';

/** English strings, fake timers per test, the DOM cleaned and real timers back after each. */
export function englishWithFakeTimers(): void {
  beforeAll(async () => {
    await setLanguage('en');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/** A promise the test settles itself (a request or a chunk that answers when the test says). */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
