/**
 * A place on the map (system route `open-location?lat_e6=&lng_e6=&name=&address=`): its name and
 * address, the distance from the current point, a map tile when a tile server is configured, and
 * a "navigate" link built from the configured URL template or, without one, a `geo:` URI that
 * phones hand to their map app. The link is only followed when tapped.
 */
import { Image } from 'antd-mobile';
import { useTranslation } from '../core/i18n';
import { useSearchParams } from 'react-router-dom';
import * as localApi from '../features/local/api';
import '../features/local/strings';
import {
  distanceM,
  formatDistance,
  fromE6,
  geoUri,
  getCurrentPoint,
  navUrl,
  parsePoint,
  tileFor,
} from '../features/local/location';
import { EmptyState, PageFrame } from '../core/ui';
import '../features/local/local.css';
import { useLoad } from '../core/data';

const PAGE = 'open-location';

export default function OpenLocation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const place = parsePoint({
    lat_e6: params.get('lat_e6'),
    lng_e6: params.get('lng_e6'),
    name: params.get('name') ?? '',
  });
  const address = (params.get('address') ?? '').slice(0, 200);
  const current = getCurrentPoint();
  const config = useLoad(() => localApi.getLocalMapConfig(), []);

  if (!place)
    return (
      <PageFrame title={t('local.open.title')} page={PAGE}>
        <EmptyState title={t('local.open.invalid')} />
      </PageFrame>
    );

  const link = navUrl(config.data?.navUrl, place, place.name) ?? geoUri(place, place.name);
  const tile = config.data?.tileUrl ? tileFor(config.data.tileUrl, place) : null;
  return (
    <PageFrame title={place.name || t('local.open.title')} page={PAGE}>
      <section className="local-section" data-testid="local-place">
        <h2>{place.name}</h2>
        {address && <p style={{ margin: '0 0 6px' }}>{address}</p>}
        <p className="local-muted" data-testid="local-place-distance">
          {current
            ? t('local.open.distance', { d: formatDistance(distanceM(current, place)) })
            : t('local.open.noDistance')}
        </p>
        <p className="local-muted">
          {t('local.open.coords')}: {fromE6(place.lat_e6).toFixed(6)},{' '}
          {fromE6(place.lng_e6).toFixed(6)}
        </p>
        {tile && <Image src={tile} alt={t('local.location.mapAlt')} className="local-map" />}
        <a
          className="local-navigate"
          href={link}
          {...(link.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          data-testid="local-navigate"
        >
          {t('local.open.navigate')}
        </a>
      </section>
    </PageFrame>
  );
}
