/** My bank cards: the bound cards (masked), tap one for its details; add one (at most five). */
import '../strings/bank';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import * as walletApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { BankCardFace } from '../BankCardFace';
import { MAX_BANK_CARDS } from '../card-number';
import { Button } from 'antd-mobile';
import '../wallet.css';

const ADD = '/pages/subpack1/pay-model/addBankCard';

export default function BankCardList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const load = useLoad(async () => (await unwrap(walletApi.getBankCards())).list, []);
  const cards = load.data ?? [];
  const full = cards.length >= MAX_BANK_CARDS;

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (load.status === 'loading') body = <ListSkeleton rows={2} />;
  else if (cards.length === 0)
    body = (
      <EmptyState
        title={t('bank.noCard')}
        description={t('bank.noCardHint')}
        actionText={t('bank.addCard')}
        onAction={() => void navigate(ADD)}
      />
    );
  else
    body = (
      <ul className="wallet-cards">
        {cards.map((c) => (
          <li key={c.id}>
            <Link
              to={`/pages/subpack1/pay-model/bankCardInfo?id=${c.id}`}
              className="wallet-cards__link"
              data-testid="bank-card"
            >
              <BankCardFace card={c} typeLabel={t('bank.debit')} />
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <PageFrame
      title={t('bank.myCards')}
      page="pages/subpack1/pay-model/bankCardList"
      footer={
        load.status === 'ready' && cards.length > 0 ? (
          <div className="wallet-footer">
            {full && <p className="wallet-note">{t('bank.tooMany', { n: MAX_BANK_CARDS })}</p>}
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              disabled={full}
              onClick={() => void navigate(ADD)}
            >
              + {t('bank.addCard')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
