/** Mine tab: the user's account, balances and order counters, or a login prompt. */
import '../../chat/strings';
import '../../live/strings';
import '../../local/strings';
import '../../message/strings/messages';
import '../strings/mine';
import { Badge, Button, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CollectionIntegralCouponNum } from '../../../../shared/contract';
import { useChatUnread } from '../../chat';
import * as userApi from '../../../core/api/user';
import { MainTabs } from '../../../core/layout/MainTabs';
import { useStores } from '../../../core/stores/context';
import { confirm, ErrorState, Price } from '../../../core/ui';
import { IcpFooter } from '../IcpFooter';

const ORDER_TABS = [
  { key: 'waitPay', counter: 'wait_pay', status: 0 },
  { key: 'waitShip', counter: 'wait_ship', status: 1 },
  { key: 'waitReceive', counter: 'wait_receive', status: 2 },
  { key: 'waitComment', counter: 'wait_comment', status: 3 },
] as const;

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
                  {nums?.user_integral_num ?? info?.integral ?? '-'}
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
            {ORDER_TABS.map((o) => (
              <Link
                key={o.key}
                to={`/pages/subpack/order/order?status=${o.status}`}
                className="mine__order"
              >
                <Badge content={counters && counters[o.counter] > 0 ? counters[o.counter] : null}>
                  <span className="mine__order-icon" aria-hidden="true" />
                </Badge>
                <span>{t(`mine.${o.key}`)}</span>
              </Link>
            ))}
            <Link to="/pages/subpack1/user/after-sale" className="mine__order">
              <Badge content={counters && counters.after_sale > 0 ? counters.after_sale : null}>
                <span className="mine__order-icon" aria-hidden="true" />
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
        <List header={t('mine.services')} className="card">
          {/* the message centre, with the unread count (features/message) */}
          <List.Item
            onClick={() => void navigate('/pages/subpack1/user/msg-center')}
            extra={
              messages.unreadTotal > 0 ? (
                <Badge
                  data-testid="mine-msg-badge"
                  content={messages.unreadTotal > 99 ? '99+' : messages.unreadTotal}
                />
              ) : null
            }
          >
            {t('msg.entry')}
          </List.Item>
          <List.Item onClick={() => void navigate('/pages/live/room')}>{t('live.entry')}</List.Item>
          {/* customer chat while the service switch is on; complaints (docs/api-chat.md) */}
          {config.kfOn && (
            <List.Item
              data-testid="mine-chat"
              onClick={() => void navigate('/pages/subpack2/chat/chat')}
              extra={
                chatUnread > 0 ? (
                  <Badge
                    data-testid="mine-chat-badge"
                    content={chatUnread > 99 ? '99+' : chatUnread}
                  />
                ) : null
              }
            >
              {t('chat.entry')}
            </List.Item>
          )}
          <List.Item onClick={() => void navigate('/pages/subpack1/user/complaint')}>
            {t('chat.complaint.title')}
          </List.Item>
          <List.Item onClick={() => void navigate('/pages/subpack1/pay-model/JDpay')}>
            {t('mine.wallet')}
          </List.Item>
          <List.Item onClick={() => void navigate('/pages/subpack1/trashy/shop/index')}>
            {t('local.entry')}
          </List.Item>
          <List.Item onClick={() => void navigate('/pages/subpack1/user/my-coupon')}>
            {t('mine.coupons')}
          </List.Item>
          <List.Item onClick={() => void navigate('/pages/subpack1/user/my-collect')}>
            {t('mine.collections')}
          </List.Item>
          <List.Item onClick={() => void navigate('/pages/subpack/login/invitation')}>
            {t('mine.invite')}
          </List.Item>
          <List.Item onClick={() => void navigate('/pages/subpack/login/choiceIdentity')}>
            {t('mine.identities')}
          </List.Item>
          <List.Item onClick={() => void navigate('/pages/subpack1/set/set')}>
            {t('mine.settings')}
          </List.Item>
        </List>
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
