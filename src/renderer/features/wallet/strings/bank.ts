// Strings of the bank card screens (keys `bank.…`). Registered into the one `translation` namespace
// when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  bank: {
    myCards: '我的银行卡',
    addTitle: '添加银行卡',
    infoTitle: '银行卡详情',
    addCard: '添加银行卡',
    noCard: '还没有绑定银行卡',
    noCardHint: '绑定本人银行卡后可提现奖励金',
    debit: '储蓄卡',
    bank: '开户银行',
    chooseBank: '请选择开户银行',
    bankRequired: '请选择开户银行',
    cardNo: '银行卡号',
    cardPlaceholder: '请输入本人银行卡号',
    cardRequired: '请输入银行卡号',
    cardInvalid: '银行卡号不正确，请核对',
    holder: '持卡人',
    holderLocked: '（须为实名认证本人：{{name}}）',
    holderPlaceholder: '请输入持卡人完整姓名（{{name}}）',
    holderMismatch: '持卡人须与实名认证姓名 {{name}} 一致',
    safeNote: '卡号将加密保存，仅用于提现到账',
    bind: '确认绑定',
    added: '绑定成功',
    needRealName: '请先完成实名认证',
    needRealNameHint: '为保障资金安全，只能绑定本人银行卡',
    tooMany: '最多可绑定{{n}}张银行卡',
    boundAt: '绑定时间',
    unbind: '解除绑定',
    unbindTitle: '输入支付密码解绑',
    unbindConfirm: '解绑后将不能提现到这张卡，确定解绑吗？',
    unbound: '已解除绑定',
    notFound: '银行卡不存在或已解绑',
  },
};

export const en: typeof zh = {
  bank: {
    myCards: 'My bank cards',
    addTitle: 'Add a bank card',
    infoTitle: 'Bank card',
    addCard: 'Add a bank card',
    noCard: 'No bank card yet',
    noCardHint: 'Add your own bank card to withdraw reward money',
    debit: 'Debit card',
    bank: 'Bank',
    chooseBank: 'Choose the bank',
    bankRequired: 'Choose the bank',
    cardNo: 'Card number',
    cardPlaceholder: 'Your own bank card number',
    cardRequired: 'Enter the card number',
    cardInvalid: 'The card number is not valid, please check it',
    holder: 'Card holder',
    holderLocked: ' (must be the verified person: {{name}})',
    holderPlaceholder: 'The full name of {{name}}',
    holderMismatch: 'The holder must be the verified person {{name}}',
    safeNote: 'The card number is stored encrypted and used only for withdrawals',
    bind: 'Add card',
    added: 'Card added',
    needRealName: 'Verify your real name first',
    needRealNameHint: 'To keep your money safe, only your own cards can be added',
    tooMany: 'At most {{n}} bank cards',
    boundAt: 'Added on',
    unbind: 'Remove card',
    unbindTitle: 'Enter the pay password to remove the card',
    unbindConfirm: 'You will not be able to withdraw to this card. Remove it?',
    unbound: 'Card removed',
    notFound: 'The card does not exist or was removed',
  },
};

registerStrings(zh, en);
