import './strings/wallet';
import { useTranslation } from '../../core/i18n';
import { formatFen } from '../../../shared/rules/money';
import { WITHDRAW_DAILY_COUNT, WITHDRAW_FEE_MIN_FEN, WITHDRAW_MIN_FEN } from './withdraw';
import './wallet.css';

/** The withdrawal rules of docs/api-wallet-account.md in the user's words. */
export function WithdrawRules() {
  const { t } = useTranslation();
  return (
    <section className="card wallet-rules" aria-labelledby="wallet-rules-title">
      <h2 id="wallet-rules-title">{t('wallet.rulesTitle')}</h2>
      <ol>
        <li>{t('wallet.ruleMin', { min: formatFen(WITHDRAW_MIN_FEN) })}</li>
        <li>{t('wallet.ruleFee', { fee: formatFen(WITHDRAW_FEE_MIN_FEN) })}</li>
        <li>{t('wallet.ruleDaily', { n: WITHDRAW_DAILY_COUNT })}</li>
        <li>{t('wallet.ruleArrival')}</li>
        <li>{t('wallet.ruleOnly')}</li>
      </ol>
    </section>
  );
}
