import type { AUTH, SmsScene } from '../../../shared/contract/auth';
import { http } from './client';

export const sendCode = (mobile: string, type: SmsScene) =>
  http().call<typeof AUTH.sendCode>('POST', 'api/mobile/send_verification_codes', { mobile, type });

export const validateCode = (mobile: string, code: string, type: SmsScene) =>
  http().call<typeof AUTH.validateCode>('POST', 'api/code/validate_of_mobile_and_code', {
    mobile,
    code,
    type,
  });

export const register = (v: {
  mobile: string;
  password: string;
  code: string;
  invite_code?: string;
  /** issue 19 part E: the accepted agreement version */
  agreement_version: string;
}) => http().call<typeof AUTH.register>('POST', 'api/register', v);

export const login = (mobile: string, password: string, agreement_version: string) =>
  http().call<typeof AUTH.login>('POST', 'api/login', { mobile, password, agreement_version });

export const retrievePassword = (v: { mobile: string; password: string; code: string }) =>
  http().call<typeof AUTH.retrievePassword>('POST', 'api/retrieve_password', v);

export const logout = () =>
  http().call<typeof AUTH.logout>('POST', 'api/logout', {}, { loginRequired: true });
