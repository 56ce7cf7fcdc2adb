/**
 * The renderer builds bake package.json's version in as import.meta.env.VITE_APP_VERSION (issue
 * 18 follow-up: a terminal reports it in its hello; without it the terminals list showed '').
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import electronConfig from '../electron.vite.config';
import webConfig from '../vite.web.config';
import { appVersionDefine, packageVersion } from '../scripts/app-version';

const root = path.resolve(import.meta.dirname, '..');
const version = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
).version;
const KEY = 'import.meta.env.VITE_APP_VERSION';

describe('app version at build time', () => {
  it("is package.json's version", () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(packageVersion(root)).toBe(version);
    expect(appVersionDefine(root)).toEqual({ [KEY]: JSON.stringify(version) });
  });

  it('the web builds (kiosk and h5) and the Electron renderer define it', () => {
    for (const mode of ['kiosk', 'h5']) {
      const env: ConfigEnv = { mode, command: 'build' };
      const c: UserConfig = webConfig(env);
      expect(c.define?.[KEY], mode).toBe(JSON.stringify(version));
    }
    const e = electronConfig as { renderer?: UserConfig };
    expect(e.renderer?.define?.[KEY]).toBe(JSON.stringify(version));
  });
});
