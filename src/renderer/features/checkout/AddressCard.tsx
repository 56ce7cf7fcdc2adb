/** The delivery address at the top of the confirmation page; tapping it opens the picker. */
import './strings/checkout';
import { useTranslation } from '../../core/i18n';
import type { OrderAddress } from '../order';
import { maskMobile } from '../address';
import { regionText } from '../address';
import './checkout.css';

export interface AddressCardProps {
  address: OrderAddress | null;
  onPick: () => void;
}

function PinIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="9.5" r="2.5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function AddressCard({ address, onPick }: AddressCardProps) {
  const { t } = useTranslation();
  const full = address
    ? `${regionText(address.province, address.city, address.district)} ${address.detail}`
    : '';
  return (
    <button
      type="button"
      className="card checkout-address"
      data-testid="checkout-address"
      data-address-id={address?.id ?? 0}
      onClick={onPick}
      aria-label={
        address
          ? t('checkout.addressChange', { name: address.name, address: full })
          : t('checkout.addressAdd')
      }
    >
      <span className="checkout-address__icon">
        <PinIcon />
      </span>
      {address ? (
        <span className="checkout-address__body">
          <span className="checkout-address__who">
            <strong>{address.name}</strong>
            <span>{maskMobile(address.mobile)}</span>
          </span>
          <span className="checkout-address__where">{full}</span>
        </span>
      ) : (
        <span className="checkout-address__body checkout-address__empty">
          {t('checkout.addressAdd')}
        </span>
      )}
      <span className="checkout-address__arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
