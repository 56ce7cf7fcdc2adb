/**
 * Settlement of the merchant's online orders (`pages/guishang/money/settlement`, issue 18 part C):
 * settled and pending totals as cards, the pending orders with the day each settles
 * (`settle_after_s` after receipt) and the settled ones with amount and date, each paged and
 * each order linking to its detail.
 */
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import '../strings/trade';
import '../guishang-trade.css';
import '../trade/settlement.css';
import { unwrapMerchant, usePaged } from '../../../core/data';
import { ListSkeleton, PageFrame, Price } from '../../../core/ui';
import type { SettlementData } from '../../../../shared/contract/cabinet-settlement';
import { kioskDate } from '../kiosk-time';
import { PagedRecords, RECORDS_LIMIT } from '../PagedRecords';
import { settlement } from '../trade/orders-api';

type Summary = Pick<
  SettlementData,
  'settle_after_s' | 'settled_total' | 'pending_total' | 'settled_count' | 'pending_count'
>;

const day = (s: number) => kioskDate(new Date(s * 1000));

export default function SettlementScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [summary, setSummary] = useState<Summary | null>(null);

  const fetchOf =
    <K extends 'pending' | 'settled'>(list: K) =>
    async ({ page }: { page: number }) => {
      const d = await unwrapMerchant(
        settlement({
          pending_page: list === 'pending' ? page : 1,
          settled_page: list === 'settled' ? page : 1,
          limit: RECORDS_LIMIT,
        }),
      );
      setSummary(d);
      return {
        list: d[list],
        total: list === 'pending' ? d.pending_count : d.settled_count,
      };
    };
  const pending = usePaged(fetchOf('pending'), [], {
    limit: RECORDS_LIMIT,
    key: (r) => r.order_id,
  });
  const settled = usePaged(fetchOf('settled'), [], {
    limit: RECORDS_LIMIT,
    key: (r) => r.order_id,
  });

  const orderLink = (id: number, sn: string) => (
    <button
      type="button"
      className="gs-link"
      data-testid="settle-order"
      onClick={() => void navigate(`/pages/guishang/order/detail?id=${id}`)}
    >
      {t('gsTrade.settle.order', { sn })}
    </button>
  );

  return (
    <PageFrame
      title={t('gsTrade.settle.title')}
      page="pages/guishang/money/settlement"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      {!summary && pending.status === 'loading' && <ListSkeleton rows={1} />}
      {summary && (
        <>
          <dl className="gs-settle__cards" data-testid="settle-cards">
            <div className="gs-settle__card">
              <dt>{t('gsTrade.settle.pendingTotal')}</dt>
              <dd data-testid="settle-pending-total">
                <Price fen={summary.pending_total} size="lg" />
                <small>{t('gsTrade.settle.count', { n: summary.pending_count })}</small>
              </dd>
            </div>
            <div className="gs-settle__card">
              <dt>{t('gsTrade.settle.settledTotal')}</dt>
              <dd data-testid="settle-settled-total">
                <Price fen={summary.settled_total} size="lg" />
                <small>{t('gsTrade.settle.count', { n: summary.settled_count })}</small>
              </dd>
            </div>
          </dl>
          <p className="gs-settle__rule">
            {t('gsTrade.settle.rule', { days: Math.round(summary.settle_after_s / 86400) })}
          </p>
        </>
      )}
      <div className="gs-settle__cols">
        <section aria-labelledby="settle-pending-title">
          <h2 className="kiosk-section-title" id="settle-pending-title">
            {t('gsTrade.settle.pending')}
          </h2>
          <PagedRecords
            state={pending}
            emptyTitle={t('gsTrade.settle.pendingEmpty')}
            listTestId="settle-pending"
            rowTestId="settle-pending-row"
            rowKey={(r) => r.order_id}
            renderRow={(r) => (
              <div className="gs-settle__row">
                <div>
                  {orderLink(r.order_id, r.order_sn)}
                  <p className="gs-settle__when">
                    {t('gsTrade.settle.settlesAt', { date: day(r.settles_at) })}
                  </p>
                </div>
                <Price fen={r.amount} />
              </div>
            )}
          />
        </section>
        <section aria-labelledby="settle-settled-title">
          <h2 className="kiosk-section-title" id="settle-settled-title">
            {t('gsTrade.settle.settled')}
          </h2>
          <PagedRecords
            state={settled}
            emptyTitle={t('gsTrade.settle.settledEmpty')}
            listTestId="settle-settled"
            rowTestId="settle-settled-row"
            rowKey={(r) => r.order_id}
            renderRow={(r) => (
              <div className="gs-settle__row">
                <div>
                  {orderLink(r.order_id, r.order_sn)}
                  <p className="gs-settle__when">
                    {t('gsTrade.settle.settledAt', { date: day(r.settled_at) })}
                  </p>
                </div>
                <Price fen={r.amount} />
              </div>
            )}
          />
        </section>
      </div>
    </PageFrame>
  );
}
