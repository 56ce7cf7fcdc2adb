/**
 * Mine's menu of every kiosk area, grouped (issue 18). Areas built by other parts of issue 18
 * (alerts, terminals, couriers, reports, settlement) are linked by their routes.
 */
import type { zh } from '../../strings/offline';
import '../../strings/offline';
import { useTranslation } from '../../../../core/i18n';
import { Link } from 'react-router-dom';

type Item = { key: keyof (typeof zh)['gsMine']['item']; path: string };
type Group = keyof (typeof zh)['gsMine']['group'];

export const MINE_MENU: { group: Group; items: Item[] }[] = [
  {
    group: 'cabinet',
    items: [
      { key: 'home', path: 'pages/guishang/index/index' },
      { key: 'guizi', path: 'pages/guishang/guizi/guizi' },
      { key: 'cabinetGoods', path: 'pages/guishang/guizi/goods' },
      { key: 'cabinetOrders', path: 'pages/guishang/guizi/order/list' },
      { key: 'orderForm', path: 'pages/guishang/order/form' },
      { key: 'alerts', path: 'pages/guishang/alert/list' },
      { key: 'terminals', path: 'pages/guishang/terminal/list' },
    ],
  },
  {
    group: 'shop',
    items: [
      { key: 'shopGoods', path: 'pages/guishang/goods/goods' },
      { key: 'orders', path: 'pages/guishang/order/order' },
    ],
  },
  {
    group: 'purchase',
    items: [
      { key: 'jinhuo', path: 'pages/guishang/jinhuo/jinhuo' },
      { key: 'purchaseOrders', path: 'pages/guishang/order/jinhuo' },
    ],
  },
  {
    group: 'stock',
    items: [
      { key: 'log', path: 'pages/guishang/log/log' },
      { key: 'log2', path: 'pages/guishang/log/log2' },
      { key: 'bh', path: 'pages/guishang/bh/list' },
      { key: 'couriers', path: 'pages/guishang/courier/list' },
    ],
  },
  {
    group: 'money',
    items: [
      { key: 'reports', path: 'pages/guishang/report/report' },
      { key: 'money', path: 'pages/guishang/money/money' },
      { key: 'settlement', path: 'pages/guishang/money/settlement' },
    ],
  },
  {
    group: 'account',
    items: [
      { key: 'address', path: 'pages/guishang/address/address' },
      { key: 'service', path: 'pages/guishang/service/inbox' },
    ],
  },
];

export function MineMenu() {
  const { t } = useTranslation();
  return (
    <nav
      className="kiosk-card kiosk-my__menu"
      aria-label={t('gsMine.menu')}
      data-testid="mine-menu"
    >
      <h2>{t('gsMine.menu')}</h2>
      {MINE_MENU.map((g) => (
        <section key={g.group} className="kiosk-my__group" data-group={g.group}>
          <h3>{t(`gsMine.group.${g.group}`)}</h3>
          <ul>
            {g.items.map((i) => (
              <li key={i.key}>
                <Link
                  className="kiosk-my__item"
                  to={`/${i.path}`}
                  data-testid={`mine-link-${i.key}`}
                >
                  {t(`gsMine.item.${i.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
