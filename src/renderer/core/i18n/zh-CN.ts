// Simplified Chinese strings, the source language. `en.ts` must have exactly the same keys: its
// type is `Resources`, derived from this object.
//
// One i18next namespace (`translation`); the top-level keys group strings by area, so a page
// calls `t('home.recommend')`. `common` is for the shared components in core/ui. Only what the
// first load needs is here (the home tab, the shared components, the kiosk shell); every other
// group lives beside its feature (features/<domain>/strings.ts or strings/<group>.ts) and is
// registered when first imported.

const zhCN = {
  common: {
    getCode: '获取验证码',
    resendIn: '{{s}}秒后重发',
    payPassword: '支付密码',
    digitsEntered: '已输入{{n}}位，共{{total}}位',
    keypad: '数字键盘',
    erase: '删除',
    appName: '商城',
    loading: '加载中…',
    empty: '暂无数据',
    retry: '重试',
    loadError: '加载失败，请稍后重试',
    loadFailedRetry: '加载失败，点击重试',
    pageLoadError: '页面加载失败',
    noMore: '没有更多了',
    pullToRefresh: {
      pulling: '下拉刷新',
      canRelease: '释放立即刷新',
      refreshing: '刷新中…',
      complete: '刷新成功',
    },
    goShopping: '去逛逛',
    back: '返回',
    home: '首页',
    ok: '我知道了',
    confirm: '确定',
    cancel: '取消',
    notFound: '页面不存在',
    notFoundHint: '您访问的页面不存在或已下架',
    tabBar: '主导航',
    banners: '轮播广告',
    loginExpired: '登录已过期，请重新登录',
    originalPrice: '原价',
    countdown: {
      days: '天',
      ended: '已结束',
      label: '剩余时间',
    },
  },
  activity: {
    types: {
      '1': '限时秒杀',
      '2': '榜单',
      '3': '积分兑换',
      '4': '拼团',
      '11': '新人专享',
      '12': '第二单特惠',
      '16': '购物积分',
      '17': '十元三件',
      '18': '折扣',
      '19': '折扣',
      '50': '九块九专区',
      '51': '直播九块九',
      '52': '券专区',
      '53': '券专区',
      '55': '直播精选',
      '200': '特价',
    },
  },
  goods: {
    sold: '已售{{count}}件',
  },
  tabs: {
    home: '首页',
    category: '分类',
    cart: '购物车',
    mine: '我的',
  },
  home: {
    searchPlaceholder: '搜索商品',
    recommend: '为你推荐',
    zones: '专区',
    notice: '公告',
    activityImages: '活动专区',
  },
  flash: {
    title: '限时秒杀',
    endsIn: '距结束',
    startsIn: '距开始',
    more: '更多',
    empty: '本场商品即将上架',
    loadError: '秒杀加载失败',
  },
  kiosk: {
    title: '柜商管理',
    login: '柜商登录',
    account: '账号',
    password: '密码',
    submit: '登录',
    home: '首页',
    cabinets: '我的柜子',
    online: '在线',
    offline: '离线',
    logout: '退出登录',
    welcome: '欢迎，{{name}}',
    noCabinets: '暂无柜子',
    slots: '货道数',
    stock: '库存',
    accountRequired: '请输入2-32位账号',
  },
};

/** Every string a value; the shape `en.ts` must match exactly. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export type Resources = Strings<typeof zhCN>;

const resources: Resources = zhCN;
export default resources;
