/**
 * Real-name verification (docs/api-wallet-account.md "Real name"). Verified: the masked name and
 * ID number, and the data view. Not verified: the form — name (2–20 Chinese characters, · allowed),
 * ID number (format and GB 11643 check digit), photos of both sides uploaded at once — then
 * `check_id_card`, the user info reloaded, and back to `?redirect=` when a flow sent the user here
 * (adding a bank card needs it).
 */
import '../../wallet/strings/wallet';
import '../strings/identity';
import { Input, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isIdCard, isIdCardChecksum } from '../../../../shared/rules/validate';
import * as identityApi from '../identity-api';
import { reportFailure, unwrap, useLoad } from '../../../core/data';
import { useStores } from '../../../core/stores/context';
import { ErrorState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { formatDate } from '../../../core/i18n/format';
import { isRealName, normalizeIdCard } from '../../wallet';
import { safeRedirect } from '../../../core/router/redirect';
import { IdPhotoPicker } from './parts/IdPhotoPicker';
import '../account.css';

type Field = 'name' | 'id' | 'front' | 'back';

const UserIdCard = observer(function UserIdCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const load = useLoad(() => unwrap(identityApi.getIdCard()), []);

  const [name, setName] = useState('');
  const [idNo, setIdNo] = useState('');
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const id = normalizeIdCard(idNo);
  const errors: Record<Field, string> = {
    name: isRealName(name.trim()) ? '' : t('identity.nameInvalid'),
    id: !isIdCard(id)
      ? t('identity.idInvalid')
      : !isIdCardChecksum(id)
        ? t('identity.idChecksum')
        : '',
    front: front ? '' : t('identity.photoRequired'),
    back: back ? '' : t('identity.photoRequired'),
  };
  const shown = (f: Field) => (touched[f] ? errors[f] : '');

  const submit = async () => {
    setTouched({ name: true, id: true, front: true, back: true });
    if (Object.values(errors).some(Boolean)) return;
    try {
      await unwrap(
        identityApi.checkIdCard({
          name: name.trim(),
          id_card: id,
          front_image: front,
          back_image: back,
        }),
      );
      toast(t('identity.done'));
      await user.loadInfo().catch(() => undefined);
      if (redirect) void navigate(`/${redirect}`, { replace: true });
      else await load.reload();
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  const data = load.data;
  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!data)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else if (data.verified)
    body = (
      <>
        <section className="card wallet-result" data-testid="id-verified">
          <div className="wallet-result__icon" aria-hidden="true">
            ✓
          </div>
          <h2 className="wallet-result__title">{t('identity.verified')}</h2>
          <dl className="wallet-kv">
            <div>
              <dt>{t('identity.name')}</dt>
              <dd>{data.name_masked}</dd>
            </div>
            <div>
              <dt>{t('identity.idNo')}</dt>
              <dd>{data.id_masked}</dd>
            </div>
            {data.verified_at > 0 && (
              <div>
                <dt>{t('identity.verifiedAt')}</dt>
                <dd>{formatDate(data.verified_at)}</dd>
              </div>
            )}
          </dl>
        </section>
        <div className="wallet-actions">
          <Link to="/pages/subpack1/set/user-id-card-data" className="ui-link-button">
            {t('identity.viewData')}
          </Link>
        </div>
      </>
    );
  else
    body = (
      <form className="wallet-fields" noValidate onSubmit={(e) => e.preventDefault()}>
        <p className="wallet-intro">{t('identity.intro')}</p>
        <section className="card wallet-form">
          <div className="wallet-field">
            <label className="wallet-field__label" htmlFor="id-name">
              {t('identity.name')}
            </label>
            <Input
              id="id-name"
              autoComplete="name"
              maxLength={20}
              value={name}
              placeholder={t('identity.namePlaceholder')}
              onChange={setName}
              onBlur={() => setTouched((s) => ({ ...s, name: true }))}
              aria-invalid={Boolean(shown('name'))}
              aria-describedby="id-name-error"
            />
            <p id="id-name-error" className="wallet-error" role="alert">
              {shown('name')}
            </p>
          </div>
          <div className="wallet-field">
            <label className="wallet-field__label" htmlFor="id-no">
              {t('identity.idNo')}
            </label>
            <Input
              id="id-no"
              maxLength={18}
              autoComplete="off"
              value={idNo}
              placeholder={t('identity.idPlaceholder')}
              onChange={(v) => setIdNo(normalizeIdCard(v))}
              onBlur={() => setTouched((s) => ({ ...s, id: true }))}
              aria-invalid={Boolean(shown('id'))}
              aria-describedby="id-no-error"
            />
            <p id="id-no-error" className="wallet-error" role="alert">
              {shown('id')}
            </p>
          </div>
        </section>
        <section className="card wallet-form" aria-labelledby="id-photos">
          <h2 id="id-photos" className="wallet-section-title">
            {t('identity.photos')}
          </h2>
          <div className="idphoto-grid">
            <IdPhotoPicker
              label={t('identity.front')}
              hint={t('identity.frontHint')}
              onChange={setFront}
              error={shown('front')}
              testId="id-front"
            />
            <IdPhotoPicker
              label={t('identity.back')}
              hint={t('identity.backHint')}
              onChange={setBack}
              error={shown('back')}
              testId="id-back"
            />
          </div>
        </section>
        <p className="wallet-note">{t('identity.privacy')}</p>
        <div className="wallet-actions">
          <LoadingButton block color="primary" size="large" shape="rounded" onClick={submit}>
            {t('identity.submit')}
          </LoadingButton>
        </div>
      </form>
    );

  return (
    <PageFrame title={t('identity.title')} page="pages/subpack1/set/user-id-card">
      {body}
    </PageFrame>
  );
});

export default UserIdCard;
