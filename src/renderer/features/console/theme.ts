/**
 * The console's Ant Design theme (issue 20; UI.md "Operator console"): the shop's brand colour
 * (`--ui-color-primary` of core/ui/ui.css, UI.md "Brand colour" #FF4A38) as antd's primary token,
 * so the console is recognisably the same product as the phone app. theme.test.ts keeps the two
 * in step.
 */
import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#ff4a38';

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: { siderBg: '#1f1f1f', headerBg: '#ffffff', headerPadding: '0 24px' },
    Menu: { darkItemBg: '#1f1f1f', darkSubMenuItemBg: '#1f1f1f', darkItemSelectedBg: BRAND_COLOR },
  },
};
