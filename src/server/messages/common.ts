/**
 * Messages shared by all modules (validation details, login, goods, wallet, identity …). In the
 * catalogue (./index.ts) these keys have no prefix: `t(lang, 'loginRequired')`.
 */
import type { Messages } from './lang';

export const common = {
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
  // issue 22: the SMS provider did not accept the message after its retries; nothing was spent
  smsSendFailed: {
    zh: '短信发送失败，请稍后再试',
    en: 'The SMS could not be sent, please try again later',
  },
  registered: { zh: '注册成功', en: 'Registered' },
  loggedIn: { zh: '登录成功', en: 'Logged in' },
  passwordReset: { zh: '密码已重置', en: 'Password reset' },
  loggedOut: { zh: '已退出登录', en: 'Logged out' },
  loginLocked: {
    zh: '登录失败次数过多，请{n}分钟后再试',
    en: 'Too many failed logins, please try again in {n} min',
  },
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
  // --- wallet, identity and account (issue 4) ---
  insufficientIntegral: { zh: '积分不足', en: 'Not enough points' },
  insufficientBalance: { zh: '余额不足', en: 'Not enough balance' },
  insufficientReward: { zh: '可提现金额不足', en: 'Not enough reward money' },
  payPasswordNotSet: { zh: '请先设置支付密码', en: 'Please set a pay password first' },
  payPasswordWrong: {
    zh: '支付密码错误，还可尝试{n}次',
    en: 'Wrong pay password, {n} tries left',
  },
  payPasswordLocked: {
    zh: '支付密码错误次数过多，已锁定，请于{time}后再试',
    en: 'Too many wrong pay passwords: locked until {time} (China time)',
  },
  payPasswordWeak: {
    zh: '支付密码过于简单，请勿使用连续或重复的数字',
    en: 'Pay password too simple: avoid repeated or consecutive digits',
  },
  payPasswordSet: { zh: '支付密码设置成功', en: 'Pay password set' },
  realNameRequired: { zh: '请先完成实名认证', en: 'Please verify your real name first' },
  realNameDone: { zh: '您已完成实名认证', en: 'Your real name is already verified' },
  realNameVerified: { zh: '实名认证成功', en: 'Real name verified' },
  idCardTaken: {
    zh: '该身份证已被其他账号认证',
    en: 'This ID number is verified on another account',
  },
  idCardInvalid: { zh: '身份证号码不正确', en: 'Invalid ID number' },
  idImageInvalid: { zh: '请上传本人身份证照片', en: 'Please upload your ID card photos' },
  idImagesSame: {
    zh: '身份证正反面不能是同一张照片',
    en: 'Front and back must be different photos',
  },
  holderMismatch: {
    zh: '持卡人须与实名认证姓名一致',
    en: 'The card holder must be your verified name',
  },
  bankUnknown: { zh: '暂不支持该银行', en: 'This bank is not supported' },
  bankCardLimit: { zh: '最多绑定{n}张银行卡', en: 'At most {n} bank cards' },
  bankCardTaken: { zh: '该银行卡已被绑定', en: 'This card is already bound' },
  bankCardNotFound: { zh: '银行卡不存在', en: 'No such bank card' },
  bankCardForbidden: { zh: '无权操作该银行卡', en: 'This bank card is not yours' },
  bankCardPending: {
    zh: '该银行卡有处理中的提现，暂不能解绑',
    en: 'A withdrawal to this card is in progress',
  },
  bankCardBound: { zh: '绑定成功', en: 'Card bound' },
  bankCardUnbound: { zh: '已解绑', en: 'Card unbound' },
  withdrawDailyLimit: { zh: '每天最多提现{n}次', en: 'At most {n} withdrawals a day' },
  // issue 23 (settings): the bounds are business settings
  withdrawRange: {
    zh: '提现金额须在¥{min}至¥{max}之间',
    en: 'A withdrawal must be between ¥{min} and ¥{max}',
  },
  transferRange: {
    zh: '每次转赠{min}至{max}积分',
    en: 'A transfer must be {min} to {max} points',
  },
  withdrawSubmitted: { zh: '提现申请已提交', en: 'Withdrawal requested' },
  transferSelf: { zh: '不能转赠给自己', en: 'You cannot transfer to yourself' },
  transferTargetUnknown: { zh: '对方账号不存在', en: 'No account with this mobile number' },
  transferTargetClosed: { zh: '对方账号不可用', en: 'This account cannot receive points' },
  transferQuota: {
    zh: '超出今日转赠额度，今日还可转赠{n}积分',
    en: 'Over the daily limit: {n} points left today',
  },
  transferred: { zh: '转赠成功', en: 'Points sent' },
  uploadType: { zh: '仅支持JPG、PNG、WEBP格式的图片', en: 'Only JPG, PNG or WEBP images' },
  uploadTooLarge: { zh: '图片不能超过{mb}MB', en: 'Images must be at most {mb} MB' },
  uploadDailyLimit: { zh: '今日上传次数已达上限', en: 'Upload limit reached for today' },
  // issue 22: the object store refused or could not be reached; nothing was recorded
  uploadFailed: {
    zh: '图片上传失败，请稍后再试',
    en: 'The image could not be stored, please try again',
  },
  saved: { zh: '保存成功', en: 'Saved' },
} as const satisfies Messages;

export type CommonMessageKey = keyof typeof common;
