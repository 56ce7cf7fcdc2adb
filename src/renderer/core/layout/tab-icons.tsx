/**
 * Tab bar icons from the h5 app's one icon set, antd-mobile-icons (issue 19; they were hand-drawn
 * SVGs), imported per icon. They draw in currentColor, so the selected colour applies; 24 px.
 * The set has no house or cart: the family's own tab bar uses these four.
 */
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';

const size = { fontSize: 24 };

export function HomeTabIcon() {
  return <AppOutline style={size} aria-hidden="true" />;
}

export function CategoryTabIcon() {
  return <AppstoreOutline style={size} aria-hidden="true" />;
}

export function CartTabIcon() {
  return <ShopbagOutline style={size} aria-hidden="true" />;
}

export function MineTabIcon() {
  return <UserOutline style={size} aria-hidden="true" />;
}
