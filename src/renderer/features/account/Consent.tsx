/**
 * Consent to the user agreement and the privacy policy (issue 19 part E, Chinese privacy rules):
 * register, login and the WeChat register/bind show an UNticked "我已阅读并同意《用户协议》
 * 《隐私政策》" with links to both documents; submitting without the tick is refused on screen
 * (the line says why, and a toast) and the request carries the version the user accepted
 * (`agreement_version` of /api/v3/config), which the server checks and records.
 */
import './strings/login';
import './consent.css';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { Link } from 'react-router-dom';
import * as configApi from '../../core/api/config';
import { useStores } from '../../core/stores/context';
import { toast } from '../../core/ui';

const AGREEMENT = '/pages/subpack/agreement/agreement';

export function ConsentCheck({
  checked,
  onChange,
  refused,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  /** a submit was tried without the tick: the line says why */
  refused: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-consent" data-testid="consent">
      <label className="auth-agree">
        <input
          type="checkbox"
          data-testid="consent-check"
          checked={checked}
          aria-invalid={refused && !checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {t('login.agreePrefix')}
          <Link to={`${AGREEMENT}?type=user_agreement`}>{t('login.userAgreement')}</Link>
          <Link to={`${AGREEMENT}?type=privacy_policy`}>{t('login.privacyPolicy')}</Link>
        </span>
      </label>
      {refused && !checked && (
        <p className="auth-consent__error" role="alert">
          {t('login.mustAgree')}
        </p>
      )}
    </div>
  );
}

/** The agreement version to send: the one the app loaded at start-up, else asked for now. */
export function useAgreementVersion(): () => Promise<string> {
  const { config } = useStores();
  return async () => {
    const loaded = config.config?.agreement_version;
    if (loaded) return loaded;
    const res = await configApi.getConfig();
    return res.data.agreement_version ?? '';
  };
}

/**
 * The consent state of one form, never pre-ticked: `check` is the ConsentCheck's props, and
 * `missing()` refuses a submit without the tick (the line says why, and a toast).
 */
export function useConsent() {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [refused, setRefused] = useState(false);
  return {
    check: { checked: agreed, onChange: setAgreed, refused },
    missing(): boolean {
      if (agreed) return false;
      setRefused(true);
      toast(t('login.mustAgree'));
      return true;
    },
  };
}
