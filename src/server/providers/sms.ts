/**
 * SMS provider. A message is a template of a scene and its parameters (the code), never a
 * finished text: cloud SMS services (Tencent Cloud, Aliyun) send only approved templates, each
 * with an id of its own. `smsText` renders the readable Chinese text of a message; the local
 * default (the outbox) writes that text to the `sms_outbox` table, which development and test
 * builds read at `/__dev/sms-outbox`. A real provider (sms-tencent.ts) implements the same
 * interface.
 *
 * `send` resolves only once the provider accepted the message and throws `SmsRefused`
 * otherwise (after its own bounded retries): the caller counts a code as sent only then.
 */
import { SMS_CODE_TTL_S } from '../../shared/constants';
import { SMS_SCENES, type SmsScene } from '../../shared/contract/auth';
import type { Executor } from '../db';

/**
 * The templates this app sends: a code per scene, and the two notices that a scene cannot apply
 * to the number (sms.service.ts). An operator registers one template per name (docs/deploy.md).
 */
export const SMS_TEMPLATES = [...SMS_SCENES, 'notice_registered', 'notice_unregistered'] as const;
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];

export interface SmsMessage {
  /** mainland mobile number, 11 digits */
  mobile: string;
  template: SmsTemplate;
  /**
   * the template's parameters in order: for a code template [code, minutes valid]; none for
   * the notices
   */
  params: string[];
}

/** The parameters of a code template: the code and its validity in minutes. */
export function codeParams(code: string): string[] {
  return [code, String(SMS_CODE_TTL_S / 60)];
}

/** The provider did not accept the message; `reason` is for the log, never for the user. */
export class SmsRefused extends Error {
  constructor(readonly reason: string) {
    super(`sms: not sent (${reason})`);
    this.name = 'SmsRefused';
  }
}

export interface SmsProvider {
  readonly name: string;
  /** Sends `msg`; resolves once the provider accepted it, else throws SmsRefused. */
  send(db: Executor, msg: SmsMessage, now: number): Promise<void>;
}

const SCENE_WORD: Record<SmsScene, string> = {
  register: '注册',
  login: '登录',
  retrieve: '找回密码',
  bind: '绑定手机号',
  pay_password: '设置支付密码',
  cancel: '注销账号',
};

/**
 * The readable text of a message (the outbox's content, and the wording an operator submits
 * for approval with each template: docs/deploy.md). `{1}`, `{2}` of a template are the params.
 */
export function smsText(appTitle: string, msg: SmsMessage): string {
  switch (msg.template) {
    case 'notice_registered':
      return `【${appTitle}】该手机号已注册账号，可直接登录；忘记密码请使用“找回密码”。如非本人操作，请忽略本短信。`;
    case 'notice_unregistered':
      return `【${appTitle}】该手机号尚未注册账号，请先注册。如非本人操作，请忽略本短信。`;
    default: {
      const [code, minutes] = msg.params;
      return `【${appTitle}】验证码 ${code}，用于${SCENE_WORD[msg.template]}，${minutes}分钟内有效，请勿泄露。`;
    }
  }
}

/** The development provider: writes the readable text to `sms_outbox`; always accepted. */
export function outboxSms(appTitle: string): SmsProvider {
  return {
    name: 'outbox',
    async send(db, msg, now) {
      await db
        .insertInto('sms_outbox')
        .values({ mobile: msg.mobile, content: smsText(appTitle, msg), created_at: now })
        .execute();
    },
  };
}
