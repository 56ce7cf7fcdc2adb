// Strings of the terminal's admin exit (features/cabinet/AdminExit.tsx, issue 7): the PIN prompt a
// hidden gesture opens on the Electron kiosk (keys `gsTerminal.…`). Registered into the one
// `translation` namespace when this module is first imported; every module that uses the group
// imports it (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens,
// not in the apps' first load. `en` has exactly zh's keys (its type says so);
// src/renderer/i18next.d.ts types the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  gsTerminal: {
    exit: {
      title: '管理员退出',
      hint: '输入管理密码以关闭柜商终端。',
      pin: '管理密码',
      submit: '退出终端',
      cancel: '取消',
      closing: '正在关闭…',
      wrong: '密码错误',
      invalid: '请输入 4–12 位数字',
      locked: '错误次数过多，请 {{s}} 秒后再试',
      failed: '无法退出，请重试',
    },
  },
};

export const en: typeof zh = {
  gsTerminal: {
    exit: {
      title: 'Admin exit',
      hint: 'Enter the admin PIN to close the kiosk terminal.',
      pin: 'Admin PIN',
      submit: 'Exit terminal',
      cancel: 'Cancel',
      closing: 'Closing…',
      wrong: 'Wrong PIN',
      invalid: 'Enter 4–12 digits',
      locked: 'Too many attempts. Try again in {{s}} s',
      failed: 'Could not exit, please try again',
    },
  },
};

registerStrings(zh, en);
