/**
 * Choose a point (system route `choose-location`, docs/api-local-shop.md "Screens"): the
 * browser's location ("use my location"; a refused permission is said plainly), a search of
 * places by name (`/api/trashy/places`: the geocoder's districts, cities and landmarks, and open
 * shops), the recent points, and a map tile only when a tile server is configured. Places are
 * shown by name and address (province city district), never as raw coordinates; "my location"
 * is stored unnamed and rendered in the reader's language (issue 19, brief B).
 *
 * Normally the choice becomes the current point (features/local/location.ts) and the screen goes
 * back. With `?purpose=pick` (the business application) it is handed back through a one-shot
 * slot instead and the current point stays as it was.
 */
import { Button, Image } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as localApi from '../features/local/api';
import '../features/local/strings';
import {
  GeoError,
  getCurrentPoint,
  getRecentPoints,
  locateByBrowser,
  savePickedPoint,
  setCurrentPoint,
  tileFor,
  type CurrentPoint,
} from '../features/local/location';
import { PinIcon } from '../features/local/parts';
import { ListSkeleton, LoadingButton, PageFrame, toast } from '../core/ui';
import '../features/local/local.css';
import { unwrap, useLoad } from '../core/data';

const PAGE = 'choose-location';
const SHOP_HOME = '/pages/subpack1/trashy/shop/index';

export default function ChooseLocation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const picking = params.get('purpose') === 'pick';
  const current = getCurrentPoint();
  const recent = getRecentPoints();
  const [geoMsg, setGeoMsg] = useState('');

  const [keyword, setKeyword] = useState('');
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<localApi.LocalPlace[] | null>(null);
  const [searchFailed, setSearchFailed] = useState(false);

  const mapConfig = useLoad(() => localApi.getLocalMapConfig(), []);
  const tile = mapConfig.data?.tileUrl && current ? tileFor(mapConfig.data.tileUrl, current) : null;

  const choose = async (p: CurrentPoint) => {
    if (picking) savePickedPoint(p);
    else {
      setCurrentPoint(p);
      toast(t('local.location.chosen', { name: p.name || t('local.point.myLocation') }));
    }
    if (window.history.length > 1) await navigate(-1);
    else await navigate(SHOP_HOME, { replace: true });
  };

  const useMine = async () => {
    setGeoMsg('');
    try {
      const p = await locateByBrowser();
      // unnamed: "my location" is rendered in the reader's language wherever it shows
      await choose({ ...p, name: '' });
    } catch (e) {
      const reason = e instanceof GeoError ? e.reason : 'unavailable';
      setGeoMsg(reason === 'denied' ? t('local.location.denied') : t('local.location.unavailable'));
    }
  };

  const search = async (e?: FormEvent) => {
    e?.preventDefault();
    const k = keyword.trim();
    if (!k) return;
    setSearching(true);
    setSearchFailed(false);
    try {
      const data = await unwrap(localApi.searchPlaces(k));
      setFound(data.list);
    } catch {
      setSearchFailed(true);
      setFound(null);
    } finally {
      setSearching(false);
    }
  };

  return (
    <PageFrame title={t('local.location.title')} page={PAGE} homePath={SHOP_HOME}>
      <section className="local-section">
        {current && (
          <p className="local-muted" data-testid="local-current-point">
            {t('local.location.current', { name: current.name || t('local.point.myLocation') })}
          </p>
        )}
        <LoadingButton block color="primary" fill="outline" onClick={useMine}>
          <PinIcon /> {t('local.location.useMine')}
        </LoadingButton>
        {geoMsg && (
          <p className="local-error" role="alert">
            {geoMsg}
          </p>
        )}
        {tile && <Image src={tile} alt={t('local.location.mapAlt')} className="local-map" lazy />}
      </section>

      <section className="local-section local-form">
        <h2>{t('local.location.search')}</h2>
        <form className="local-searchbar" style={{ padding: 0 }} onSubmit={search} role="search">
          <input
            className="local-input"
            type="search"
            value={keyword}
            placeholder={t('local.location.searchPh')}
            aria-describedby="local-place-hint"
            aria-label={t('local.location.search')}
            onChange={(e) => setKeyword(e.target.value)}
            enterKeyHint="search"
            data-testid="local-place-search"
          />
          <Button type="submit" color="primary" loading={searching} disabled={!keyword.trim()}>
            {t('local.list.searchButton')}
          </Button>
        </form>
        <p id="local-place-hint" className="local-muted">
          {t('local.addressRange.searchHint')}
        </p>
        {searching && <ListSkeleton rows={2} />}
        {searchFailed && (
          <p className="local-error" role="alert">
            {t('local.networkError')}{' '}
            <button type="button" className="ui-text-button" onClick={() => void search()}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {found && !searching && (
          <ul className="local-places" aria-label={t('local.location.known')}>
            {found.length === 0 && (
              <li className="local-muted">{t('local.addressRange.searchEmpty')}</li>
            )}
            {found.map((s) => (
              <li key={`${s.lat_e6},${s.lng_e6},${s.name}`}>
                <button
                  type="button"
                  className="local-place"
                  data-testid="local-place"
                  onClick={() =>
                    void choose({
                      lat_e6: s.lat_e6,
                      lng_e6: s.lng_e6,
                      name: s.name,
                      address: s.address,
                    })
                  }
                >
                  <span>{s.name}</span>
                  <small>{s.address}</small>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {recent.length > 0 && (
        <section className="local-section">
          <h2>{t('local.location.recent')}</h2>
          <ul className="local-places">
            {recent.map((p) => (
              <li key={`${p.lat_e6},${p.lng_e6}`}>
                <button type="button" className="local-place" onClick={() => void choose(p)}>
                  <span>{p.name || t('local.point.myLocation')}</span>
                  {p.address && <small>{p.address}</small>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
