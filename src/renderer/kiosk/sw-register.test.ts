import { describe, expect, it } from 'vitest';
import { shouldRegisterServiceWorker, type SwEnv } from './sw-register';

const base: SwEnv = {
  protocol: 'https:',
  hostname: 'shop.example.com',
  hasServiceWorker: true,
  electron: false,
  production: true,
};

describe('shouldRegisterServiceWorker', () => {
  it('registers on HTTPS and on plain http only for localhost / 127.0.0.1', () => {
    expect(shouldRegisterServiceWorker(base)).toBe(true);
    expect(shouldRegisterServiceWorker({ ...base, protocol: 'http:', hostname: '127.0.0.1' })).toBe(
      true,
    );
    expect(shouldRegisterServiceWorker({ ...base, protocol: 'http:', hostname: 'localhost' })).toBe(
      true,
    );
    expect(
      shouldRegisterServiceWorker({ ...base, protocol: 'http:', hostname: 'shop.example.com' }),
    ).toBe(false);
  });

  it('never inside Electron (app:// serves every file), nor in dev or without support', () => {
    expect(shouldRegisterServiceWorker({ ...base, electron: true })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...base, protocol: 'app:', hostname: 'kiosk' })).toBe(
      false,
    );
    expect(shouldRegisterServiceWorker({ ...base, production: false })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...base, hasServiceWorker: false })).toBe(false);
  });
});
