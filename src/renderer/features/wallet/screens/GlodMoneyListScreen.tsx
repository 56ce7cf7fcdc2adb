/**
 * Account details (`?account=balance|reward_money|integral&direction=all|in|out`): a tab per
 * account, an income / spending filter, and the account's ledger with infinite scroll (newest
 * first, `+` amounts in the brand colour). The filters live in the URL query (replaced on
 * change), so back and reload keep them.
 */
import '../strings/wallet';
import { Tabs } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import {
  LEDGER_DIRECTIONS,
  WALLET_ACCOUNTS,
  type LedgerDirection,
  type WalletAccount,
} from '../api';
import * as walletApi from '../api';
import { PageFrame } from '../../../core/ui';
import { LedgerList } from '../LedgerList';
import { SegmentTabs } from '../SegmentTabs';

function pick<T extends string>(v: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(v as T) ? (v as T) : fallback;
}

export default function GlodMoneyList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const account = pick<WalletAccount>(params.get('account'), WALLET_ACCOUNTS, 'reward_money');
  const direction = pick<LedgerDirection>(params.get('direction'), LEDGER_DIRECTIONS, 'all');

  const update = (next: { account?: WalletAccount; direction?: LedgerDirection }) =>
    setParams(
      { account: next.account ?? account, direction: next.direction ?? direction },
      { replace: true },
    );

  const accountLabel: Record<WalletAccount, string> = {
    reward_money: t('wallet.rewardMoney'),
    balance: t('wallet.balance'),
    integral: t('wallet.points'),
  };

  return (
    <PageFrame
      title={t('wallet.detailsTitle')}
      page="pages/subpack1/pay-model/glodMoneyList"
      className="wallet-ledger-page"
    >
      <div className="wallet-sticky">
        <Tabs activeKey={account} onChange={(k) => update({ account: k as WalletAccount })}>
          {(['reward_money', 'balance', 'integral'] as const).map((a) => (
            <Tabs.Tab key={a} title={accountLabel[a]} />
          ))}
        </Tabs>
        <SegmentTabs
          label={t('wallet.directionLabel')}
          value={direction}
          onChange={(d) => update({ direction: d })}
          options={[
            { key: 'all', label: t('wallet.all') },
            { key: 'in', label: t('wallet.in') },
            { key: 'out', label: t('wallet.out') },
          ]}
        />
      </div>
      <LedgerList
        kind={account === 'integral' ? 'points' : 'money'}
        deps={[account, direction]}
        fetchPage={async (page) =>
          (await walletApi.getBalanceList({ page, account, direction })).data
        }
      />
    </PageFrame>
  );
}
