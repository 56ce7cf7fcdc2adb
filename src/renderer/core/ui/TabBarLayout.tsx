import { TabBar } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { TAB_SELECTED_COLOR } from '../../../shared/constants';

export interface TabItem {
  /** Route path of the tab page. */
  key: string;
  title: string;
  icon: ReactNode;
  /** Count shown on the icon (cart lines); 0 or absent shows none. */
  badge?: number;
}

export interface TabBarLayoutProps {
  tabs: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  children?: ReactNode;
}

function badgeText(n: number | undefined): string | undefined {
  if (!n || n <= 0) return undefined;
  return n > 99 ? '99+' : String(n);
}

/** The four tab pages: scrolling content above a tab bar fixed at the bottom (safe area). */
export function TabBarLayout({ tabs, activeKey, onChange, children }: TabBarLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="ui-tabbar-layout">
      <div className="ui-tabbar-layout__body">{children}</div>
      <nav className="ui-tabbar" aria-label={t('common.tabBar')}>
        <TabBar
          activeKey={activeKey}
          onChange={onChange}
          safeArea
          style={{ '--adm-color-primary': TAB_SELECTED_COLOR } as CSSProperties}
        >
          {tabs.map((tab) => (
            <TabBar.Item
              key={tab.key}
              icon={<span aria-hidden="true">{tab.icon}</span>}
              badge={badgeText(tab.badge)}
              // antd-mobile's items are clickable divs; this button (stretched over the whole
              // item by CSS) makes each tab focusable and operable by keyboard. Its click
              // bubbles to the item, which calls onChange.
              title={(active: boolean) => (
                <button
                  type="button"
                  className="ui-tabbar__button"
                  aria-current={active ? 'page' : undefined}
                >
                  {tab.title}
                  {badgeText(tab.badge) && (
                    <span className="ui-sr-only"> ({badgeText(tab.badge)})</span>
                  )}
                </button>
              )}
            />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
