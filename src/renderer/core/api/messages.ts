/**
 * The two message endpoints the root store needs (unread counts and push registration,
 * docs/api-messages.md); the message centre's own endpoints are in features/message/api.ts.
 */
import type { MESSAGES } from '../../../shared/contract/messages';
import { http } from './client';

const LOGIN = { loginRequired: true } as const;

export const getUserMsgNum = () =>
  http().call<typeof MESSAGES.msgNum>('GET', 'api/v3/getUserMsgNum', {}, LOGIN);

/** Registers this device for pushes (upsert by cid). */
export const registerDevice = (d: { cid: string; platform: string; all_data: string }) =>
  http().call<typeof MESSAGES.phoneCid>('POST', 'api/getPhoneCId', d, LOGIN);
