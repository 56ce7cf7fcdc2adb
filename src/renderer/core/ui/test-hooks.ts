// Test set-up shared by the component tests that render English texts under fake timers (the
// countdowns, the spinner delay, the pull's timings). Imported by tests only.
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
