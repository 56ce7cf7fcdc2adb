/** The merchant money account: balance, today's and total income, and the ledger by kind. */
import '../strings/trade';
import { unwrapMerchant, usePaged } from '../../../core/data';
import '../guishang-trade.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { moneyInfo, moneyLog, type MoneyInfo, type MoneyKind } from '../trade/orders-api';
import { formatTime } from '../kiosk-time'; // the kiosk's one time format (issue 18)
import { EmptyState, ErrorState, ListSkeleton, ListView, PageFrame, Price } from '../../../core/ui';
import { Chips } from '../parts';
import { useNavigate } from 'react-router-dom';
import { ledgerRef } from '../trade/ledger-ref';
import '../trade/settlement.css';

type Filter = 'all' | MoneyKind;
const KINDS: Filter[] = ['all', 'sale', 'purchase', 'refund', 'adjust'];

export default function MerchantMoney() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [info, setInfo] = useState<MoneyInfo | null>(null);
  const [infoFailed, setInfoFailed] = useState(false);
  const [kind, setKind] = useState<Filter>('all');

  const loadInfo = useCallback(async () => {
    setInfoFailed(false);
    try {
      setInfo((await moneyInfo()).data);
    } catch {
      setInfoFailed(true);
    }
  }, []);
  useEffect(() => {
    void loadInfo();
  }, [loadInfo]);

  const state = usePaged(
    ({ page }) => unwrapMerchant(moneyLog({ page, kind: kind === 'all' ? undefined : kind })),
    [kind],
  );

  return (
    <PageFrame
      title={t('gsTrade.money.title')}
      page="pages/guishang/money/money"
      homePath="/pages/guishang/index/index"
      right={
        // issue 18 part C follow-up: the settlement screen
        <button
          type="button"
          className="gs-link gs-settle__open"
          data-testid="money-settlement"
          onClick={() => void navigate('/pages/guishang/money/settlement')}
        >
          {t('gsTrade.settle.open')}
        </button>
      }
    >
      {infoFailed && <ErrorState onRetry={() => void loadInfo()} />}
      {!info && !infoFailed && <ListSkeleton rows={1} />}
      {info && (
        <dl className="gs-money" data-testid="money-info">
          <div className="gs-money__main">
            <dt>{t('gsTrade.money.balance')}</dt>
            <dd data-testid="money-balance">
              <Price fen={info.balance} size="lg" />
            </dd>
          </div>
          <div>
            <dt>{t('gsTrade.money.today')}</dt>
            <dd>
              <Price fen={info.income_today} />
            </dd>
          </div>
          <div>
            <dt>{t('gsTrade.money.total')}</dt>
            <dd>
              <Price fen={info.income_total} />
            </dd>
          </div>
          <div>
            <dt>{t('gsTrade.money.pending')}</dt>
            <dd>{info.pending_orders}</dd>
          </div>
        </dl>
      )}
      <h2 className="gs-section-title">{t('gsTrade.money.ledger')}</h2>
      <Chips
        label={t('gsTrade.money.kindFilter')}
        options={KINDS.map((k) => ({
          value: k,
          label: k === 'all' ? t('gsTrade.tabs.all') : t(`gsTrade.money.kind.${k}`),
        }))}
        value={kind}
        onChange={setKind}
      />
      <ListView
        state={state}
        itemKey={(r) => r.id}
        empty={<EmptyState title={t('gsTrade.money.empty')} />}
        render={(r) => (
          <div className="gs-ledger" data-testid="money-row">
            <div>
              <p className="gs-ledger__kind">{t(`gsTrade.money.kind.${r.kind}`)}</p>
              <p className="gs-muted">
                {formatTime(r.created_at, i18n.language)}
                {(() => {
                  const ref = ledgerRef(r.ref, r.ref_sn);
                  if (!ref) return null;
                  const label = t(`gsTrade.detail.ref.${ref.kind}`, { no: ref.no });
                  return ref.path ? (
                    <>
                      {' · '}
                      <button
                        type="button"
                        className="gs-link"
                        data-testid="money-ref"
                        onClick={() => void navigate(ref.path!)}
                      >
                        {label}
                      </button>
                    </>
                  ) : (
                    ` · ${label}`
                  );
                })()}
              </p>
            </div>
            <div className="gs-ledger__amounts">
              <span className={r.delta >= 0 ? 'gs-plus' : 'gs-minus'}>
                {r.delta >= 0 ? '+' : ''}
                <Price fen={r.delta} />
              </span>
              <span className="gs-muted">
                {t('gsTrade.money.after')} <Price fen={r.balance_after} size="sm" />
              </span>
            </div>
          </div>
        )}
      />
    </PageFrame>
  );
}
