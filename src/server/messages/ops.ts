/**
 * Messages of the operator console's API (issue 20, modules/ops). In the catalogue (./index.ts)
 * the keys are `ops.<key>`.
 */
import type { Messages } from './lang';

export const ops = {
  loginRequired: { zh: '请先登录运营后台', en: 'Please log in to the operator console' },
  wrongPassword: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  wrongCode: { zh: '动态验证码错误或已使用', en: 'Wrong or already used authenticator code' },
  challengeExpired: {
    zh: '登录验证已过期，请重新输入密码',
    en: 'The login check has expired; please enter your password again',
  },
  locked: {
    zh: '失败次数过多，账号已锁定，请{n}分钟后再试',
    en: 'Too many failed attempts; the account is locked, try again in {n} min',
  },
  forbidden: {
    zh: '当前角色无权执行此操作（需要权限 {permission}）',
    en: 'Your role may not do this (it needs the permission {permission})',
  },
  totpRequired: {
    zh: '此角色须先启用两步验证（TOTP）',
    en: 'This role must enable two-step verification (TOTP) first',
  },
  totpNotSetUp: {
    zh: '请先生成两步验证密钥',
    en: 'Set up two-step verification first',
  },
  totpAlreadyEnabled: {
    zh: '两步验证已启用',
    en: 'Two-step verification is already enabled',
  },
  usernameTaken: { zh: '用户名已存在', en: 'This username is already taken' },
  operatorNotFound: { zh: '运营账号不存在', en: 'No such operator' },
  notYourself: {
    zh: '不能停用自己或修改自己的角色',
    en: 'You cannot disable yourself or change your own role',
  },
  lastOwner: {
    zh: '至少须保留一个可用的所有者账号',
    en: 'At least one active owner must remain',
  },
} as const satisfies Messages;

export type OpsMessageKey = keyof typeof ops;
