/** The consumer tab bar of spec section 2 (home, category, cart, mine), on the four tab pages. */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router-dom';
import { TAB_PAGES } from '../../../shared/constants';
import { useStores } from '../stores/context';
import { TabBarLayout } from '../ui';
import { CartTabIcon, CategoryTabIcon, HomeTabIcon, MineTabIcon } from './tab-icons';

export const MainTabs = observer(function MainTabs({
  active,
  children,
}: {
  active: (typeof TAB_PAGES)[number];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cart, messages } = useStores();
  const [home, category, cartPage, mine] = TAB_PAGES;
  return (
    <TabBarLayout
      activeKey={active}
      onChange={(key) => void navigate(`/${key}`, { replace: true })}
      tabs={[
        { key: home, title: t('tabs.home'), icon: <HomeTabIcon /> },
        { key: category, title: t('tabs.category'), icon: <CategoryTabIcon /> },
        { key: cartPage, title: t('tabs.cart'), icon: <CartTabIcon />, badge: cart.shopCarNumber },
        // unread messages (features/message MessageStore)
        { key: mine, title: t('tabs.mine'), icon: <MineTabIcon />, badge: messages.unreadTotal },
      ]}
    >
      {children}
    </TabBarLayout>
  );
});
