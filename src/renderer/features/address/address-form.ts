/** Display and validation of delivery addresses (the rules the server applies, checked inline). */
import './strings';
import { isMobile } from '../../../shared/rules/validate';
import type { TranslationKey } from '../../core/i18n/typed';

/** '138****8000'; other shapes as they are. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export interface AddressDraft {
  name: string;
  mobile: string;
  /** province, city, district; empty until picked */
  region: string[];
  detail: string;
}

export type AddressField = keyof AddressDraft;

/** The i18n key of each field's problem ('' when fine). */
export function addressErrors(d: AddressDraft): Record<AddressField, TranslationKey | ''> {
  const name = d.name.trim();
  const detail = d.detail.trim();
  return {
    name: !name ? 'address.nameRequired' : name.length > 20 ? 'address.nameTooLong' : '',
    mobile: !d.mobile
      ? 'address.mobileRequired'
      : isMobile(d.mobile)
        ? ''
        : 'address.mobileInvalid',
    region: d.region.length >= 2 && d.region[0] && d.region[1] ? '' : 'address.regionRequired',
    detail: !detail
      ? 'address.detailRequired'
      : detail.length < 2
        ? 'address.detailTooShort'
        : detail.length > 120
          ? 'address.detailTooLong'
          : '',
  };
}

/** Digits only, at most 11 (the mobile field). */
export function mobileDigits(v: string): string {
  return v.replace(/\D/g, '').slice(0, 11);
}
