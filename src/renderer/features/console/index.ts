/**
 * The operator console (issue 20): the `/admin/` app's screens, session and menu. The admin
 * entry (src/renderer/admin/main.tsx) starts it; nothing else imports the console.
 */
export { startConsole } from './start';
export { MENU, visibleMenu, type ConsoleArea, type MenuEntry } from './menu';
export { ConsoleSession, OPS_TOKEN_KEY } from './session-store';
