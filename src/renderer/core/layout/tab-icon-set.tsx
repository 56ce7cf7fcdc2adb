/**
 * The tab bar's icons from the h5 app's one icon set, antd-mobile-icons (issue 19; they were
 * hand-drawn SVGs), imported per icon. A chunk of its own (tab-icons.tsx loads it at once, beside
 * the start page): the set's SVG markup would put ~3 KB gzip more in the home's first load.
 * The set has no house or cart: the family's own tab bar uses these four.
 */
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';

const size = { fontSize: 24 };

export function HomeIcon() {
  return <AppOutline style={size} aria-hidden="true" />;
}

export function CategoryIcon() {
  return <AppstoreOutline style={size} aria-hidden="true" />;
}

export function CartIcon() {
  return <ShopbagOutline style={size} aria-hidden="true" />;
}

export function MineIcon() {
  return <UserOutline style={size} aria-hidden="true" />;
}
