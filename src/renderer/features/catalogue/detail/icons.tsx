/**
 * Icons of the goods detail from the h5 app's one icon set, antd-mobile-icons (issue 19; they
 * were hand-drawn SVGs), imported per icon; they draw in currentColor, 22 px.
 */
import HeartFill from 'antd-mobile-icons/es/HeartFill';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SendOutline from 'antd-mobile-icons/es/SendOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';

const size = { fontSize: 22 };

export function ServiceIcon() {
  return <MessageOutline style={size} aria-hidden="true" />;
}

export function HeartIcon({ filled }: { filled?: boolean }) {
  return filled ? (
    <HeartFill style={size} aria-hidden="true" />
  ) : (
    <HeartOutline style={size} aria-hidden="true" />
  );
}

export function ShareIcon() {
  return <SendOutline style={size} aria-hidden="true" />;
}

export function ShopIcon() {
  return <ShopbagOutline style={size} aria-hidden="true" />;
}
