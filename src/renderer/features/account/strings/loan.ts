// Strings of the loan screens (keys `loan.…`). Registered into the one `translation` namespace when
// this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  loan: {
    title: '申请借款',
    progressTitle: '借款进度',
    progressLink: '进度',
    range: '可借额度 ¥{{min}}～¥{{max}}',
    amount: '借款金额（元）',
    amountPlaceholder: '请输入借款金额',
    term: '借款期限',
    months: '{{n}} 个月',
    purpose: '借款用途',
    purposePlaceholder: '例如：装修、教育、购物',
    name: '真实姓名',
    namePlaceholder: '请输入真实姓名',
    income: '月收入（元）',
    incomePlaceholder: '请输入月收入',
    submit: '提交申请',
    submitted: '申请已提交',
    note: '提交后将在 1～3 个工作日内完成审核，请留意进度',
    noApplication: '暂无借款申请',
    applyNow: '去申请',
    timeline: '审核进度',
    currentStatus: '当前状态',
    expectedAt: '预计 {{time}}',
    status: {
      submitted: '已提交',
      reviewing: '审核中',
      approved: '审核通过',
      rejected: '未通过',
      result: '审核结果',
    },
    errors: {
      amountRequired: '请输入借款金额',
      amountFormat: '金额格式不正确，最多两位小数',
      amountRange: '借款金额需在 ¥{{min}}～¥{{max}} 之间',
      termRequired: '请选择借款期限',
      purposeLength: '借款用途为 {{min}}～{{max}} 个字',
      name: '请输入 2～20 个汉字的真实姓名',
      income: '请输入正确的月收入',
    },
  },
};

export const en: typeof zh = {
  loan: {
    title: 'Apply for a loan',
    progressTitle: 'Loan progress',
    progressLink: 'Progress',
    range: 'You can borrow ¥{{min}} to ¥{{max}}',
    amount: 'Amount (yuan)',
    amountPlaceholder: 'Enter the amount',
    term: 'Term',
    months: '{{n}} months',
    purpose: 'Purpose',
    purposePlaceholder: 'e.g. renovation, education, shopping',
    name: 'Real name',
    namePlaceholder: 'Enter your real name',
    income: 'Monthly income (yuan)',
    incomePlaceholder: 'Enter your monthly income',
    submit: 'Submit application',
    submitted: 'Application submitted',
    note: 'Applications are reviewed within 1 to 3 working days; check the progress here',
    noApplication: 'No loan applications yet',
    applyNow: 'Apply',
    timeline: 'Review progress',
    currentStatus: 'Status',
    expectedAt: 'Expected {{time}}',
    status: {
      submitted: 'Submitted',
      reviewing: 'Under review',
      approved: 'Approved',
      rejected: 'Declined',
      result: 'Decision',
    },
    errors: {
      amountRequired: 'Enter the amount',
      amountFormat: 'Enter an amount with at most 2 decimals',
      amountRange: 'The amount must be between ¥{{min}} and ¥{{max}}',
      termRequired: 'Choose a term',
      purposeLength: 'The purpose has {{min}} to {{max}} characters',
      name: 'Enter your real name (2 to 20 Chinese characters)',
      income: 'Enter a valid monthly income',
    },
  },
};

registerStrings(zh, en);
