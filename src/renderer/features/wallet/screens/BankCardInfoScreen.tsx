/**
 * One bound card (`?id=`): bank, masked number, masked holder, when it was bound; unbind it
 * after a confirmation and the pay password (shuffled keypad), then back to the card list.
 */
import '../strings/bank';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as walletApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { confirm, EmptyState, ErrorState, ListSkeleton, PageFrame, toast } from '../../../core/ui';
import { BankCardFace } from '../BankCardFace';
import { formatDateTime } from '../../../core/i18n/format';
import { PayPasswordPopup, payWithCheckedPassword } from '../PayPasswordPopup';
import { usePayPasswordGuard } from '../use-pay-password-guard';
import '../wallet.css';

const LIST = '/pages/subpack1/pay-model/bankCardList';

export default function BankCardInfo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const guard = usePayPasswordGuard();
  const [payOpen, setPayOpen] = useState(false);

  const load = useLoad(async () => (id ? await unwrap(walletApi.getBankCard(id)) : null), [id]);
  const card = load.data;

  const unbind = async () => {
    if (!(await confirm(t('bank.unbindConfirm')))) return;
    if (!(await guard())) return;
    setPayOpen(true);
  };

  let body;
  if (!id || (load.status === 'ready' && !card))
    body = (
      <EmptyState
        title={t('bank.notFound')}
        actionText={t('bank.myCards')}
        onAction={() => void navigate(LIST, { replace: true })}
      />
    );
  else if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!card) body = <ListSkeleton rows={1} />;
  else
    body = (
      <>
        <div className="wallet-cards">
          <BankCardFace card={card} typeLabel={t('bank.debit')} />
        </div>
        <section className="card">
          <dl className="wallet-kv wallet-kv--rows">
            <div>
              <dt>{t('bank.bank')}</dt>
              <dd>{card.bank_name}</dd>
            </div>
            <div>
              <dt>{t('bank.cardNo')}</dt>
              <dd data-testid="bank-card-no">{card.card_no}</dd>
            </div>
            <div>
              <dt>{t('bank.holder')}</dt>
              <dd>{card.holder_name}</dd>
            </div>
            <div>
              <dt>{t('bank.boundAt')}</dt>
              <dd>{formatDateTime(card.created_at)}</dd>
            </div>
          </dl>
        </section>
      </>
    );

  return (
    <PageFrame
      title={t('bank.infoTitle')}
      page="pages/subpack1/pay-model/bankCardInfo"
      homePath={LIST}
      footer={
        card ? (
          <div className="wallet-footer">
            <Button
              block
              color="danger"
              fill="outline"
              size="large"
              shape="rounded"
              onClick={() => void unbind()}
            >
              {t('bank.unbind')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {body}
      <PayPasswordPopup
        visible={payOpen}
        title={t('bank.unbindTitle')}
        summary={
          card ? (
            <p className="wallet-paysum__title">{`${card.bank_name} ${card.card_no}`}</p>
          ) : null
        }
        onClose={() => setPayOpen(false)}
        onSubmit={(password) =>
          payWithCheckedPassword(
            password,
            (pay_password) => walletApi.unbindBank(id, pay_password),
            () => {
              toast(t('bank.unbound'));
              // Back to the list it was opened from (it reloads), else replace with the list.
              if (window.history.length > 1) void navigate(-1);
              else void navigate(LIST, { replace: true });
            },
          )
        }
      />
    </PageFrame>
  );
}
