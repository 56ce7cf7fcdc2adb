/** Mine tab: the user's account, balances and order counters, or a login prompt. */
import '../../chat/strings';
import '../../live/strings';
import '../../local/strings';
import '../../message/strings/messages';
import '../strings/mine';
import { Badge, Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { CollectionIntegralCouponNum } from '../../../../shared/contract';
import { useChatUnread } from '../../chat';
import * as userApi from '../../../core/api/user';
import { MainTabs } from '../../../core/layout/MainTabs';
import { useStores } from '../../../core/stores/context';
import { confirm, ErrorState, Price } from '../../../core/ui';
import { formatPoints } from '../../../core/i18n/format';

import { ORDER_ICONS, SERVICE_ICONS } from '../mine-icons';
import '../mine-layout.css';
import { IcpFooter } from '../IcpFooter';

const ORDER_TABS = [
  { key: 'waitPay', counter: 'wait_pay', status: 0 },
  { key: 'waitShip', counter: 'wait_ship', status: 1 },
  { key: 'waitReceive', counter: 'wait_receive', status: 2 },
  { key: 'waitComment', counter: 'wait_comment', status: 3 },
] as const;

/** A counter as a badge: nothing at 0, 99+ above 99. */
function countBadge(n: number | undefined): string | number | null {
  if (!n || n <= 0) return null;
  return n > 99 ? '99+' : n;
}

/** One entry of the services grid: an icon (with an optional badge) above its label. */
function ServiceCell({
  to,
  icon: Icon,
  label,
  badge,
  testId,
  badgeTestId,
}: {
  to: string;
  icon: (typeof SERVICE_ICONS)[keyof typeof SERVICE_ICONS];
  label: string;
  badge?: string | number | null;
  testId?: string;
  badgeTestId?: string;
}) {
  return (
    <Link to={to} className="mine-service" data-testid={testId}>
      <span className="mine-service__icon">
        <Icon aria-hidden="true" />
        {badge != null && (
          <Badge className="mine-service__badge" data-testid={badgeTestId} content={badge} />
        )}
      </span>
      <span className="mine-service__label">{label}</span>
    </Link>
  );
}

const Mine = observer(function Mine() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, messages, config } = useStores();
  const chatUnread = useChatUnread(user.hasLogin && config.kfOn);
  const [nums, setNums] = useState<CollectionIntegralCouponNum | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!user.hasLogin) return;
    try {
      const [, , n] = await Promise.all([
        user.loadInfo(),
        user.loadCounters(),
        userApi.getCollectionIntegralCouponNum(),
      ]);
      setNums(n.data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [user]);

  useEffect(() => {
    void load();
  }, [load]);

  const info = user.info;
  const counters = user.counters;

  return (
    <MainTabs active="pages/user/user">
      <div className="mine" data-page="pages/user/user">
        <section className="mine__head">
          {user.hasLogin && info ? (
            <div className="mine__profile">
              <img
                className="mine__avatar"
                src={info.avatar || '/media/gen/avatar/default.svg'}
                alt={info.nickname}
              />
              <div>
                <h1 className="mine__name" data-testid="mine-nickname">
                  {info.nickname}
                </h1>
                <p className="mine__mobile" data-testid="mine-mobile">
                  {info.mobile}
                </p>
              </div>
            </div>
          ) : (
            <div className="mine__profile">
              <div className="mine__avatar mine__avatar--empty" aria-hidden="true" />
              <div>
                <h1 className="mine__name">{t('mine.loginHint')}</h1>
                <Button
                  color="primary"
                  fill="outline"
                  size="small"
                  onClick={() => void navigate('/pages/login/login')}
                >
                  {t('mine.login')}
                </Button>
              </div>
            </div>
          )}
          {user.hasLogin && (
            <dl className="mine__stats">
              <div>
                <dt>{t('mine.integral')}</dt>
                <dd data-testid="mine-integral">
                  {(() => {
                    const points = nums?.user_integral_num ?? info?.integral;
                    return typeof points === 'number' ? formatPoints(points) : '-';
                  })()}
                </dd>
              </div>
              <div>
                <dt>{t('mine.rewardMoney')}</dt>
                <dd>{info ? <Price fen={info.reward_money} size="sm" /> : '-'}</dd>
              </div>
              <div>
                <dt>{t('mine.coupons')}</dt>
                <dd>{nums?.coupon_num ?? '-'}</dd>
              </div>
              <div>
                <dt>{t('mine.collections')}</dt>
                <dd>{nums?.collection_num ?? '-'}</dd>
              </div>
            </dl>
          )}
        </section>
        {failed && <ErrorState onRetry={() => void load()} />}
        <section className="card">
          <div className="card__head">
            <h2>{t('mine.orders')}</h2>
            <Link to="/pages/subpack/order/order">{t('mine.allOrders')} ›</Link>
          </div>
          <nav className="mine__orders" aria-label={t('mine.orders')}>
            {ORDER_TABS.map((o) => {
              const Icon = ORDER_ICONS[o.key];
              const badge = countBadge(counters?.[o.counter]);
              return (
                <Link
                  key={o.key}
                  to={`/pages/subpack/order/order?status=${o.status}`}
                  className="mine__order"
                  data-testid={`mine-order-${o.key}`}
                >
                  <Badge
                    content={badge}
                    data-testid={badge != null ? `mine-order-badge-${o.key}` : undefined}
                  >
                    <Icon className="mine__order-svg" aria-hidden="true" />
                  </Badge>
                  <span>{t(`mine.${o.key}`)}</span>
                </Link>
              );
            })}
            <Link
              to="/pages/subpack1/user/after-sale"
              className="mine__order"
              data-testid="mine-order-afterSale"
            >
              <Badge
                content={countBadge(counters?.after_sale)}
                data-testid={
                  countBadge(counters?.after_sale) != null
                    ? 'mine-order-badge-afterSale'
                    : undefined
                }
              >
                <ORDER_ICONS.afterSale className="mine__order-svg" aria-hidden="true" />
              </Badge>
              <span>{t('mine.afterSale')}</span>
            </Link>
          </nav>
          <Link
            to="/pages/subpack1/user/shop-order"
            className="ui-text-button"
            style={{ display: 'flex', justifyContent: 'space-between', padding: '0 12px' }}
          >
            <span>{t('local.shopOrders')}</span>
            <span aria-hidden="true">›</span>
          </Link>
        </section>
        <section className="card mine-services" aria-labelledby="mine-services-title">
          <div className="card__head">
            <h2 id="mine-services-title">{t('mine.services')}</h2>
          </div>
          <nav className="mine-services__grid" aria-label={t('mine.services')}>
            {/* the message centre, with the unread count (features/message) */}
            <ServiceCell
              to="/pages/subpack1/user/msg-center"
              icon={SERVICE_ICONS.messages}
              label={t('msg.entry')}
              badge={countBadge(messages.unreadTotal)}
              badgeTestId="mine-msg-badge"
            />
            <ServiceCell to="/pages/live/room" icon={SERVICE_ICONS.live} label={t('live.entry')} />
            {/* customer chat while the service switch is on; complaints (docs/api-chat.md) */}
            {config.kfOn && (
              <ServiceCell
                to="/pages/subpack2/chat/chat"
                icon={SERVICE_ICONS.chat}
                label={t('chat.entry')}
                badge={countBadge(chatUnread)}
                testId="mine-chat"
                badgeTestId="mine-chat-badge"
              />
            )}
            <ServiceCell
              to="/pages/subpack1/user/complaint"
              icon={SERVICE_ICONS.complaint}
              label={t('chat.complaint.title')}
            />
            <ServiceCell
              to="/pages/subpack1/pay-model/JDpay"
              icon={SERVICE_ICONS.wallet}
              label={t('mine.wallet')}
            />
            <ServiceCell
              to="/pages/subpack1/trashy/shop/index"
              icon={SERVICE_ICONS.local}
              label={t('local.entry')}
            />
            <ServiceCell
              to="/pages/subpack1/user/my-coupon"
              icon={SERVICE_ICONS.coupons}
              label={t('mine.coupons')}
            />
            <ServiceCell
              to="/pages/subpack1/user/my-collect"
              icon={SERVICE_ICONS.collections}
              label={t('mine.collections')}
            />
            <ServiceCell
              to="/pages/subpack/login/invitation"
              icon={SERVICE_ICONS.invite}
              label={t('mine.invite')}
            />
            <ServiceCell
              to="/pages/subpack/login/choiceIdentity"
              icon={SERVICE_ICONS.identities}
              label={t('mine.identities')}
            />
            <ServiceCell
              to="/pages/subpack1/set/set"
              icon={SERVICE_ICONS.settings}
              label={t('mine.settings')}
            />
          </nav>
        </section>
        {user.hasLogin && (
          <div className="mine__logout">
            <Button
              block
              onClick={() =>
                void confirm(t('mine.logoutConfirm')).then(async (yes) => {
                  if (yes) await user.logout();
                })
              }
            >
              {t('mine.logout')}
            </Button>
          </div>
        )}
        {/* issue 19 part E: the ICP filing number when configured */}
        <IcpFooter />
      </div>
    </MainTabs>
  );
});

export default Mine;
