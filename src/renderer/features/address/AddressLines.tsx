import './strings';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../core/i18n';
import type { Address } from './api';
import { maskMobile } from './address-form';
import './address.css';

/** Name, masked mobile, the default tag and the full address: one address as lists show it. */
export type AddressLinesAddress = Pick<Address, 'name' | 'mobile' | 'full'> & {
  /** the consumer API answers a boolean, the merchant one may answer 0 / 1 */
  is_default: boolean | number;
};

export function AddressLines({ address }: { address: AddressLinesAddress }) {
  const { t } = useTranslation();
  return (
    <div className="addr-lines">
      <p className="addr-lines__who">
        <span className="addr-lines__name">{address.name}</span>
        <span className="addr-lines__mobile">{maskMobile(address.mobile)}</span>
        {Boolean(address.is_default) && (
          <Tag color="primary" fill="outline" className="addr-lines__tag">
            {t('address.defaultTag')}
          </Tag>
        )}
      </p>
      <p className="addr-lines__where">{address.full}</p>
    </div>
  );
}
