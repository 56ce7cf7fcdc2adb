import { describe, expect, it } from 'vitest';
import { appVersion } from './app-version';

describe('appVersion (the terminal hello app_version)', () => {
  it("is the build's VITE_APP_VERSION, at most 32 characters", () => {
    expect(appVersion({ VITE_APP_VERSION: '24.0.6' })).toBe('24.0.6');
    expect(appVersion({ VITE_APP_VERSION: 'x'.repeat(40) })).toHaveLength(32);
  });

  it("is '' when the build defined none", () => {
    expect(appVersion({})).toBe('');
    expect(appVersion(undefined)).toBe('');
    expect(appVersion({ VITE_APP_VERSION: 24 })).toBe('');
  });
});
