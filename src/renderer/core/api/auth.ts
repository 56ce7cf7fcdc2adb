import type { LoginData, SmsScene } from '../../../shared/contract';
import { http } from './client';

export const sendCode = (mobile: string, type: SmsScene) =>
  http().post<null>('api/mobile/send_verification_codes', { mobile, type });

export const validateCode = (mobile: string, code: string, type: SmsScene) =>
  http().post<null>('api/code/validate_of_mobile_and_code', { mobile, code, type });

export const register = (v: {
  mobile: string;
  password: string;
  code: string;
  invite_code?: string;
}) => http().post<LoginData>('api/register', v);

export const login = (mobile: string, password: string) =>
  http().post<LoginData>('api/login', { mobile, password });

export const retrievePassword = (v: { mobile: string; password: string; code: string }) =>
  http().post<null>('api/retrieve_password', v);

export const logout = () => http().post<null>('api/logout', {}, { loginRequired: true });
