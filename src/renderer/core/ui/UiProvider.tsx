import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { normalizeLanguage } from '../i18n';

/**
 * Gives antd-mobile's own texts (pickers, calendar, default button texts) the app's language.
 * Wrap each app once, around everything else.
 */
export function UiProvider({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  // `language` first (see currentLanguage in core/i18n: resolvedLanguage can lag, issue 18)
  const locale = normalizeLanguage(i18n.language || i18n.resolvedLanguage) === 'en' ? enUS : zhCN;
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
