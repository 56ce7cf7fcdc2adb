// Strings of identity verification (also the wallet's bank card and JD pay screens) (keys
// `identity.…`). Registered into the one `translation` namespace when this module is first
// imported; every module that uses the group imports it (core/i18n/keys.test.ts checks that), so
// the strings load with the feature's screens, not in the apps' first load. `en` has exactly zh's
// keys (its type says so); src/renderer/i18next.d.ts types the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  identity: {
    title: '实名认证',
    dataTitle: '实名信息',
    verified: '已实名认证',
    notVerified: '未实名认证',
    goVerify: '去实名认证',
    intro: '根据相关规定，提现和绑定银行卡需完成实名认证',
    name: '真实姓名',
    namePlaceholder: '请输入身份证上的姓名',
    nameInvalid: '请输入2-20个汉字的真实姓名',
    idNo: '身份证号',
    idPlaceholder: '请输入18位身份证号',
    idInvalid: '身份证号格式不正确',
    idChecksum: '身份证号校验位不正确，请核对',
    photos: '身份证照片',
    front: '人像面',
    frontHint: '上传身份证人像面',
    back: '国徽面',
    backHint: '上传身份证国徽面',
    photoRequired: '请上传照片',
    uploading: '上传中…',
    uploaded: '已上传',
    uploadFailed: '上传失败，请重新选择（JPG/PNG/WebP，5MB以内）',
    privacy: '您的信息将加密保存，仅用于身份核验',
    submit: '提交认证',
    done: '实名认证成功',
    verifiedAt: '认证时间',
    viewData: '查看实名信息',
    status: '认证状态',
    dataNote: '为保护您的隐私，实名信息仅显示部分内容',
  },
};

export const en: typeof zh = {
  identity: {
    title: 'Real-name verification',
    dataTitle: 'Identity data',
    verified: 'Verified',
    notVerified: 'Not verified',
    goVerify: 'Verify now',
    intro: 'By regulation, withdrawals and bank cards need real-name verification',
    name: 'Real name',
    namePlaceholder: 'Your name as on your ID card',
    nameInvalid: 'Enter your real name in Chinese, 2 to 20 characters',
    idNo: 'ID number',
    idPlaceholder: 'Your 18-character ID number',
    idInvalid: 'The ID number is not in a valid format',
    idChecksum: 'The check digit of the ID number is wrong, please check it',
    photos: 'ID card photos',
    front: 'Photo side',
    frontHint: 'Upload the side with your photo',
    back: 'Emblem side',
    backHint: 'Upload the side with the national emblem',
    photoRequired: 'Please upload the photo',
    uploading: 'Uploading…',
    uploaded: 'Uploaded',
    uploadFailed: 'Upload failed, choose again (JPG/PNG/WebP, up to 5 MB)',
    privacy: 'Your data is stored encrypted and used only to verify your identity',
    submit: 'Submit',
    done: 'Real name verified',
    verifiedAt: 'Verified on',
    viewData: 'View identity data',
    status: 'Status',
    dataNote: 'To protect your privacy, only part of the data is shown',
  },
};

registerStrings(zh, en);
