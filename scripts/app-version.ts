/**
 * The app version baked into the renderer builds (issue 18 follow-up: a terminal reports it in
 * its hello, the terminals list shows it): package.json's `version`, defined as
 * `import.meta.env.VITE_APP_VERSION` by vite.web.config.ts and electron.vite.config.ts and read by
 * src/renderer/features/cabinet/slots/app-version.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * package.json's version in `root`. The root is passed by each config as its own
 * `import.meta.dirname`: electron-vite bundles its config (with this file inlined) into the
 * project root, so a path relative to this file would point above the root.
 */
export function packageVersion(root: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '';
}

/** The `define` entries of a renderer build. */
export function appVersionDefine(root: string): Record<string, string> {
  return { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageVersion(root)) };
}
