/**
 * The brand zone without a brand (issue 19): every brand with goods on sale as a row (logo, name,
 * goods count), most goods first, paged with infinite scroll; a row opens the brand's zone.
 */
import '../strings/brand';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_TAB } from '../../../../shared/constants';
import { getBrandList } from '../brand-api';
import { brandZoneLink } from '../brand-link';
import { EmptyState, ListView } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';
import './brand.css';

export function BrandList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brands = usePaged(({ page, limit }) => unwrap(getBrandList({ page, limit })), []);
  return (
    <ListView
      state={brands}
      pullToRefresh
      className="brand-list"
      itemKey={(b) => b.id}
      skeletonRows={6}
      render={(b) => (
        <Link className="brand-row" to={brandZoneLink(b.id)} data-testid="brand-row">
          {b.logo ? (
            <img className="brand-row__logo" src={b.logo} alt={b.name} width={48} height={48} />
          ) : (
            <span className="brand-row__logo brand-row__logo--text" aria-hidden="true">
              {Array.from(b.name)[0]}
            </span>
          )}
          <span className="brand-row__text">
            <span className="brand-row__name">{b.name}</span>
            <span className="brand-row__count">
              {t('brand.goodsCount', { count: b.goods_count })}
            </span>
          </span>
          <span className="brand-row__go" aria-hidden="true">
            ›
          </span>
        </Link>
      )}
      empty={
        <EmptyState
          title={t('brand.noBrands')}
          actionText={t('common.goShopping')}
          onAction={() => void navigate(`/${HOME_TAB}`)}
        />
      }
    />
  );
}
