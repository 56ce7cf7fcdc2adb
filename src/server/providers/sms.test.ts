import { describe, expect, it } from 'vitest';
import { SMS_SCENES } from '../../shared/contract/auth';
import { SMS_TEMPLATES, codeParams, smsText } from './sms';
import { transient } from './sms-tencent';

describe('SMS messages', () => {
  it('one template per scene plus the two notices', () => {
    expect(SMS_TEMPLATES).toEqual([...SMS_SCENES, 'notice_registered', 'notice_unregistered']);
  });

  it('the outbox text of a code names the shop, the code, its use and minutes', () => {
    const text = smsText('优选商城', {
      mobile: '13800138000',
      template: 'retrieve',
      params: codeParams('123456'),
    });
    expect(text).toBe('【优选商城】验证码 123456，用于找回密码，10分钟内有效，请勿泄露。');
    for (const scene of SMS_SCENES) {
      const t = smsText('X', { mobile: '1', template: scene, params: codeParams('654321') });
      expect(t.match(/\b\d{6}\b/g)).toEqual(['654321']);
    }
  });

  it('the notices carry no code', () => {
    for (const template of ['notice_registered', 'notice_unregistered'] as const) {
      expect(smsText('X', { mobile: '1', template, params: [] })).not.toMatch(/\d/);
    }
  });
});

describe('Tencent SMS retry classification', () => {
  it('retries the network, 5xx, InternalError.* and RequestLimitExceeded only', () => {
    expect(transient(undefined, undefined)).toBe(true);
    expect(transient(undefined, 502)).toBe(true);
    expect(transient(undefined, 400)).toBe(false);
    expect(transient('InternalError.Timeout', undefined)).toBe(true);
    expect(transient('RequestLimitExceeded', undefined)).toBe(true);
    for (const code of [
      'AuthFailure.SignatureFailure',
      'AuthFailure.SecretIdNotFound',
      'FailedOperation.TemplateIncorrectOrUnapproved',
      'LimitExceeded.PhoneNumberDailyLimit',
      'InvalidParameterValue.IncorrectPhoneNumber',
    ]) {
      expect(transient(code, undefined), code).toBe(false);
    }
  });
});
