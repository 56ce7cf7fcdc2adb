// Strings of the mine tab (keys `mine.…`). Registered into the one `translation` namespace when
// this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  mine: {
    invite: '邀请好友',
    identities: '我的身份',
    title: '我的',
    login: '登录/注册',
    loginHint: '登录后享受更多权益',
    integral: '积分',
    rewardMoney: '奖励金',
    coupons: '优惠券',
    collections: '收藏',
    orders: '我的订单',
    allOrders: '全部订单',
    waitPay: '待付款',
    waitShip: '待发货',
    waitReceive: '待收货',
    waitComment: '待评价',
    afterSale: '退款/售后',
    settings: '设置',
    logout: '退出登录',
    services: '我的服务',
    wallet: '我的钱包',
    logoutConfirm: '确定要退出登录吗？',
  },
};

export const en: typeof zh = {
  mine: {
    invite: 'Invite friends',
    identities: 'My roles',
    title: 'Me',
    login: 'Log in / Sign up',
    loginHint: 'Log in for more benefits',
    integral: 'Points',
    rewardMoney: 'Reward money',
    coupons: 'Coupons',
    collections: 'Favourites',
    orders: 'My orders',
    allOrders: 'All orders',
    waitPay: 'To pay',
    waitShip: 'To ship',
    waitReceive: 'To receive',
    waitComment: 'To review',
    afterSale: 'Refunds / after-sale',
    settings: 'Settings',
    logout: 'Log out',
    services: 'My services',
    wallet: 'My wallet',
    logoutConfirm: 'Are you sure you want to log out?',
  },
};

registerStrings(zh, en);
