/**
 * Withdrawal records: every withdrawal of reward money, newest first, with the amount, the fee,
 * what arrives, the card and its state (under review / paying out / paid / refused or failed with the reason).
 */
import '../strings/wallet';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import type { Withdrawal, WithdrawalStatus } from '../api';
import * as walletApi from '../api';
import { unwrap, usePaged } from '../../../core/data';
import { EmptyState, ListView, PageFrame, Price } from '../../../core/ui';
import { cardTail } from '../card-number';
import { formatDateTime } from '../../../core/i18n/format';
import '../wallet.css';

const TAG_COLOR: Record<WithdrawalStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'warning',
  paying: 'warning',
  paid: 'success',
  failed: 'danger',
  refused: 'danger',
};

function Row({ w }: { w: Withdrawal }) {
  const { t } = useTranslation();
  const status: Record<WithdrawalStatus, string> = {
    pending: t('wallet.statusPending'),
    approved: t('wallet.statusApproved'),
    // a payout in progress is, for the user, still approved and on its way
    paying: t('wallet.statusApproved'),
    paid: t('wallet.statusPaid'),
    failed: t('wallet.statusFailed'),
    refused: t('wallet.statusRefused'),
  };
  return (
    <article className="wallet-row wallet-row--withdrawal" data-testid="withdrawal-row">
      <div className="wallet-row__main">
        <p className="wallet-row__title">
          {t('wallet.withdrawTo', { card: `${w.bank_name} (${cardTail(w.card_no)})` })}
        </p>
        <time className="wallet-row__time">{formatDateTime(w.created_at)}</time>
        <p className="wallet-row__meta">
          {t('wallet.fee')} <Price fen={w.fee} size="sm" />
          <span className="wallet-form__sep">·</span>
          {t('wallet.arrival')} <Price fen={w.arrival} size="sm" />
        </p>
        {(w.status === 'failed' || w.status === 'refused') && w.remark && (
          <p className="wallet-error">{w.remark}</p>
        )}
      </div>
      <div className="wallet-row__side">
        <Price fen={w.amount} size="md" />
        <Tag color={TAG_COLOR[w.status] ?? 'default'} fill="outline">
          {status[w.status] ?? w.status}
        </Tag>
      </div>
    </article>
  );
}

export default function SubmitCash() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = usePaged(({ page }) => unwrap(walletApi.getWithdrawals({ page })), []);
  return (
    <PageFrame title={t('wallet.withdrawRecords')} page="pages/subpack1/submitCash/submitCash">
      <ListView
        state={state}
        className="wallet-list"
        pullToRefresh
        itemKey={(w) => w.id}
        render={(w) => <Row w={w} />}
        empty={
          <EmptyState
            title={t('wallet.noWithdrawals')}
            actionText={t('wallet.withdraw')}
            onAction={() => void navigate('/pages/subpack1/pay-model/get-cash')}
          />
        }
      />
    </PageFrame>
  );
}
