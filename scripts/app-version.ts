/**
 * The app version baked into the renderer builds (issue 18 follow-up: a terminal reports it in
 * its hello, the terminals list shows it): package.json's `version`, defined as
 * `import.meta.env.VITE_APP_VERSION` by vite.web.config.ts and electron.vite.config.ts and read by
 * src/renderer/features/cabinet/slots/app-version.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

/** package.json's version (the repository root's). */
export function packageVersion(root: string = path.resolve(import.meta.dirname, '..')): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '';
}

/** The `define` entries of a renderer build. */
export function appVersionDefine(version: string = packageVersion()): Record<string, string> {
  return { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) };
}
