/**
 * The kiosk's app version as the terminal reports it (issue 18): package.json's version, which
 * the builds define as `import.meta.env.VITE_APP_VERSION` (scripts/app-version.ts, used by
 * vite.web.config.ts and electron.vite.config.ts); '' when a build did not define it.
 */
export function appVersion(env: Record<string, unknown> | undefined = import.meta.env): string {
  const v = env?.VITE_APP_VERSION;
  return typeof v === 'string' ? v.slice(0, 32) : '';
}
