/**
 * The kiosk's app version as the terminal reports it (issue 18 part A): the build's
 * `VITE_APP_VERSION` when the build defines it, else '' (no version is baked in today).
 */
export function appVersion(): string {
  const env = (import.meta as { env?: Record<string, unknown> }).env ?? {};
  const v = env.VITE_APP_VERSION;
  return typeof v === 'string' ? v.slice(0, 32) : '';
}
