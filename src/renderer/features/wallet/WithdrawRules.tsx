import './strings/wallet';
import { useTranslation } from '../../core/i18n';
import { formatFen } from '../../../shared/rules/money';
import type { WithdrawRules as Rules } from './withdraw';
import './wallet.css';

/**
 * The withdrawal rules in the user's words: the server's (`withdraw_rules`, the console's
 * business settings), shown once loaded.
 */
export function WithdrawRules({ rules }: { rules: Rules }) {
  const { t } = useTranslation();
  return (
    <section className="card wallet-rules" aria-labelledby="wallet-rules-title">
      <h2 id="wallet-rules-title">{t('wallet.rulesTitle')}</h2>
      <ol>
        <li>
          {t('wallet.ruleMin', { min: formatFen(rules.min) })}
          {t('wallet.ruleMax', { max: formatFen(rules.max) })}
        </li>
        <li>{t('wallet.ruleFee', { rate: rules.fee_bp / 100, fee: formatFen(rules.fee_min) })}</li>
        <li>{t('wallet.ruleDaily', { n: rules.daily_count })}</li>
        <li>{t('wallet.ruleArrival')}</li>
        <li>{t('wallet.ruleOnly')}</li>
      </ol>
    </section>
  );
}
