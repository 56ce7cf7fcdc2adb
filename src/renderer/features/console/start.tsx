/**
 * Starts the operator console (`/admin/`, issue 20): i18n (zh-CN / en, the shop's set-up), the
 * operator http instance wired to the session (a refused token ends it), the failure reporter
 * speaking through antd's message, then the app. The hash router and the session guard live in
 * ConsoleApp.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createOperatorHttp } from '../../core/api/http';
import { installOperatorHttp } from '../../core/api/operator';
import { configureFailureReporter } from '../../core/data';
import { currentLanguage, languageReady } from '../../core/i18n';
import { runtimeConfig } from '../../core/platform/runtime';
import { storage } from '../../core/platform/storage';
import { opsApi } from './api';
import { ConsoleApp } from './ConsoleApp';
import { feedback } from './feedback';
import { ConsoleSession } from './session-store';
import './strings';

export function startConsole(container: HTMLElement): ConsoleSession {
  const cfg = runtimeConfig();
  const session = new ConsoleSession(opsApi, storage);
  installOperatorHttp(
    createOperatorHttp({
      base: () => cfg.opsBase,
      token: () => session.token,
      language: currentLanguage,
      onUnauthorized: () => session.clear(),
      // the server wants TOTP first (owner, finance): re-read the operator; the guard enrols
      onTotpRequired: () => void session.restore(),
    }),
  );
  configureFailureReporter({
    toast: (m) => feedback.error(m),
    alert: (m) => feedback.alert(m),
    // the console's own login (the session guard also sends there once the session is cleared)
    navigate: () => {
      session.clear();
    },
    currentPath: () => location.hash.replace(/^#\/?/, ''),
    saveReturnTarget: () => undefined,
  });
  void session.restore();
  document.title = cfg.appTitle ? `${cfg.appTitle} · Console` : 'Console';
  void languageReady.then(() => {
    createRoot(container).render(
      <StrictMode>
        <ConsoleApp session={session} />
      </StrictMode>,
    );
  });
  return session;
}
