/**
 * Server messages in the two languages of the apps, chosen by the request's Accept-Language
 * (the client sends its i18next language). Messages are shown to users as toasts.
 */
export type Lang = 'zh' | 'en';

const MESSAGES = {
  required: { zh: '不能为空', en: 'is required' },
  invalid: { zh: '格式不正确', en: 'is invalid' },
  'invalid mobile number': { zh: '请输入正确的手机号', en: 'invalid mobile number' },
  'must be 6 to 16 characters': { zh: '须为6到16位', en: 'must be 6 to 16 characters' },
  'must be 6 digits': { zh: '须为6位数字', en: 'must be 6 digits' },
  'must be a number': { zh: '须为数字', en: 'must be a number' },
  'must be an integer': { zh: '须为整数', en: 'must be an integer' },
  'must be positive': { zh: '须为正数', en: 'must be positive' },
  'too large': { zh: '过大', en: 'is too large' },
  'too long': { zh: '过长', en: 'is too long' },
  loginRequired: { zh: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  wrongPassword: { zh: '手机号或密码错误', en: 'Wrong mobile number or password' },
  accountRestricted: { zh: '账号已被限制使用', en: 'This account is restricted' },
  mobileTaken: { zh: '该手机号已注册', en: 'This mobile number is already registered' },
  mobileUnknown: { zh: '该手机号未注册', en: 'This mobile number is not registered' },
  codeWrong: { zh: '验证码错误', en: 'Wrong verification code' },
  codeExpired: { zh: '验证码已失效，请重新获取', en: 'The code has expired, please get a new one' },
  codeTooMany: {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong codes, please get a new one',
  },
  codeTooSoon: { zh: '发送太频繁，请{s}秒后再试', en: 'Please wait {s} s before asking again' },
  codeDailyLimit: { zh: '今日验证码次数已用完', en: 'No more codes today for this number' },
  codeSent: { zh: '验证码已发送', en: 'Code sent' },
  registered: { zh: '注册成功', en: 'Registered' },
  loggedIn: { zh: '登录成功', en: 'Logged in' },
  passwordReset: { zh: '密码已重置', en: 'Password reset' },
  loggedOut: { zh: '已退出登录', en: 'Logged out' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try later' },
  goodsNotFound: { zh: '商品不存在或已下架', en: 'Goods not found or no longer on sale' },
  addressNotYours: { zh: '地址不存在', en: 'No such address' },
  addressLimit: { zh: '最多保存{n}个地址', en: 'At most {n} addresses can be saved' },
  merchantLoginRequired: { zh: '请先登录商家账号', en: 'Please log in as a merchant' },
  merchantWrongPassword: { zh: '账号或密码错误', en: 'Wrong account or password' },
  serverError: { zh: '服务器繁忙，请稍后再试', en: 'Server busy, please try later' },
  notFound: { zh: '接口不存在', en: 'No such API' },
  skuNotFound: { zh: '商品规格不存在', en: 'No such goods option' },
  stockShort: {
    zh: '库存不足，最多可购买{n}件',
    en: 'Not enough stock: at most {n} can be bought',
  },
  soldOut: { zh: '商品已售罄', en: 'Sold out' },
  cartLineForbidden: {
    zh: '购物车商品不存在或无权操作',
    en: 'These cart items are not in your cart',
  },
  collected: { zh: '收藏成功', en: 'Added to favourites' },
  uncollected: { zh: '已取消收藏', en: 'Removed from favourites' },
  sellerNotFound: { zh: '店铺不存在', en: 'No such shop' },
  brandNotFound: { zh: '品牌不存在', en: 'No such brand' },
  addressForbidden: { zh: '收货地址不存在', en: 'No such delivery address' },
  anonymous: { zh: '匿名用户', en: 'Anonymous' },
  pubImgUnknownType: { zh: '图片类型不正确', en: 'Unknown image set type' },
  pubImgEmpty: { zh: '暂无图片', en: 'No images yet' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage && /^en\b/i.test(acceptLanguage.trim()) ? 'en' : 'zh';
}

export function t(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  let s: string = MESSAGES[key][lang];
  for (const [k, v] of Object.entries(params)) s = s.replace(`{${k}}`, String(v));
  return s;
}

/** Translates a validation detail when it is a known key; otherwise leaves it as it is. */
export function tDetail(lang: Lang, detail: string): string {
  return detail in MESSAGES ? t(lang, detail as MessageKey) : detail;
}
