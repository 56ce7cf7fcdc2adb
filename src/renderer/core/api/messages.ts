/**
 * The two message endpoints the root store needs (unread counts and push registration,
 * docs/api-messages.md); the message centre's own endpoints are in features/message/api.ts.
 */
import type { MESSAGES } from '../../../shared/contract/messages';
import { http } from './client';

const LOGIN = { loginRequired: true } as const;

export const getUserMsgNum = () =>
  http().call<typeof MESSAGES.msgNum>('GET', 'api/v3/getUserMsgNum', {}, LOGIN);

/**
 * Registers this session's device for pushes: a GET with no payload (issue 25 §7, spec section
 * 7); the server derives the device from the session and the request's headers.
 */
export const registerDevice = () =>
  http().call<typeof MESSAGES.phoneCid>('GET', 'api/getPhoneCId', undefined, LOGIN);
