/**
 * Icons of the mine tab (issue 19): the order shortcuts and the services grid, from the one icon
 * set of the h5 app (antd-mobile-icons, imported per icon so only these reach the bundle).
 */
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import ChatCheckOutline from 'antd-mobile-icons/es/ChatCheckOutline';
import CouponOutline from 'antd-mobile-icons/es/CouponOutline';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import LocationOutline from 'antd-mobile-icons/es/LocationOutline';
import MailOutline from 'antd-mobile-icons/es/MailOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import ReceivePaymentOutline from 'antd-mobile-icons/es/ReceivePaymentOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import TruckOutline from 'antd-mobile-icons/es/TruckOutline';
import UserAddOutline from 'antd-mobile-icons/es/UserAddOutline';
import UserContactOutline from 'antd-mobile-icons/es/UserContactOutline';
import VideoOutline from 'antd-mobile-icons/es/VideoOutline';

/** 待付款 待发货 待收货 待评价 退款/售后 */
export const ORDER_ICONS = {
  waitPay: PayCircleOutline,
  waitShip: ShopbagOutline,
  waitReceive: TruckOutline,
  waitComment: ChatCheckOutline,
  afterSale: ReceivePaymentOutline,
};

export const SERVICE_ICONS = {
  messages: MailOutline,
  live: VideoOutline,
  chat: MessageOutline,
  complaint: ExclamationCircleOutline,
  wallet: BankcardOutline,
  local: LocationOutline,
  coupons: CouponOutline,
  collections: HeartOutline,
  invite: UserAddOutline,
  identities: UserContactOutline,
  settings: SetOutline,
};
