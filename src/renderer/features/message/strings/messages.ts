// Strings of the messages screens (issues 9 and 10) (keys `msg.…`). Registered into the one
// `translation` namespace when this module is first imported; every module that uses the group
// imports it (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens,
// not in the apps' first load. `en` has exactly zh's keys (its type says so);
// src/renderer/i18next.d.ts types the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  msg: {
    title: '消息',
    centerTitle: '消息中心',
    entry: '消息中心',
    categories: {
      system: '系统通知',
      order: '订单物流',
      promo: '活动优惠',
      account: '账户资产',
    },
    categoryHints: {
      system: '平台公告与账号安全提醒',
      order: '发货、签收与物流动态',
      promo: '秒杀、拼团与优惠活动',
      account: '积分、余额与售后退款',
    },
    noLatest: '暂无消息',
    empty: '暂无消息',
    emptyHint: '有新消息时会第一时间通知您',
    markAllRead: '全部已读',
    markCategoryRead: '本类全部已读',
    allRead: '已全部标为已读',
    nothingUnread: '没有未读消息',
    unread: '未读',
    unreadCount: '{{count}}条未读',
    openLink: '查看详情',
    messageTitle: '消息详情',
    notFound: '消息不存在或无权查看',
    shopNews: '商城资讯',
    shopNewsHint: '公告、活动与服务说明',
    myMessages: '我的消息',
    myMessagesHint: '订单、活动与账户通知',
    newsTitle: '商城资讯',
    newsEmpty: '暂无资讯',
    articleTitle: '资讯详情',
    articleNotFound: '文章不存在或已下线',
    published: '发布于 {{time}}',
    loginHint: '登录后查看您的消息',
    login: '去登录',
    banner: {
      label: '新消息',
      close: '关闭通知',
      open: '打开消息：{{title}}',
    },
    backToCenter: '返回消息中心',
  },
};

export const en: typeof zh = {
  msg: {
    title: 'Messages',
    centerTitle: 'Message centre',
    entry: 'Messages',
    categories: {
      system: 'System notices',
      order: 'Orders & delivery',
      promo: 'Offers & activities',
      account: 'Wallet & account',
    },
    categoryHints: {
      system: 'Announcements and account security',
      order: 'Shipping, delivery and tracking',
      promo: 'Flash sales, group buying and offers',
      account: 'Points, balance and refunds',
    },
    noLatest: 'No messages yet',
    empty: 'No messages',
    emptyHint: 'New messages will show up here',
    markAllRead: 'Mark all read',
    markCategoryRead: 'Mark these read',
    allRead: 'All marked as read',
    nothingUnread: 'No unread messages',
    unread: 'Unread',
    unreadCount: '{{count}} unread',
    openLink: 'View details',
    messageTitle: 'Message',
    notFound: 'This message does not exist or is not yours',
    shopNews: 'Shop news',
    shopNewsHint: 'Announcements, offers and service notes',
    myMessages: 'My messages',
    myMessagesHint: 'Order, offer and account notices',
    newsTitle: 'Shop news',
    newsEmpty: 'No news yet',
    articleTitle: 'News',
    articleNotFound: 'This article does not exist or was taken down',
    published: 'Published {{time}}',
    loginHint: 'Log in to see your messages',
    login: 'Log in',
    banner: {
      label: 'New message',
      close: 'Close notification',
      open: 'Open message: {{title}}',
    },
    backToCenter: 'Back to messages',
  },
};

registerStrings(zh, en);
