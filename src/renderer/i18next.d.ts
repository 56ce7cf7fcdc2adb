// The type of t()'s keys (issue 17): i18next's CustomTypeOptions built from the kernel's
// first-load strings (core/i18n/zh-CN.ts), the kernel's lazy groups (core/i18n/data.ts) and every
// feature's strings module (features/<domain>/strings.ts or strings/<group>.ts). Type imports
// only, so nothing is bundled. A new strings module is added here (core/i18n/keys.test.ts checks
// that every one is listed); `t('cart.typo')` then fails the typecheck. Keys built at run time go
// through `dynamicKey` (core/i18n/typed.ts).
import type { Resources } from './core/i18n/zh-CN';
import type { zh as data } from './core/i18n/data';
import type { zh as accountAccount } from './features/account/strings/account';
import type { zh as accountIdentity } from './features/account/strings/identity';
import type { zh as accountInvite } from './features/account/strings/invite';
import type { zh as accountLoan } from './features/account/strings/loan';
import type { zh as accountLogin } from './features/account/strings/login';
import type { zh as accountMine } from './features/account/strings/mine';
import type { zh as accountPayPwd } from './features/account/strings/pay-pwd';
import type { zh as accountSettings } from './features/account/strings/settings';
import type { zh as accountSocial } from './features/account/strings/social';
import type { zh as address } from './features/address/strings';
import type { zh as cabinetBuy } from './features/cabinet/strings/buy';
// issue 18, part B (courier)
import type { zh as cabinetCourier } from './features/cabinet/strings/courier';
import type { zh as cabinetGoods } from './features/cabinet/strings/goods';
import type { zh as cabinetReport } from './features/cabinet/strings/report';
import type { zh as cabinetOffline } from './features/cabinet/strings/offline';
import type { zh as cabinetSlots } from './features/cabinet/strings/slots';
import type { zh as cabinetStock } from './features/cabinet/strings/stock';
import type { zh as cabinetTerminal } from './features/cabinet/strings/terminal';
import type { zh as cabinetTrade } from './features/cabinet/strings/trade';
import type { zh as cart } from './features/cart/strings';
import type { zh as catalogueCategory } from './features/catalogue/strings/category';
import type { zh as catalogueDetail } from './features/catalogue/strings/detail';
import type { zh as catalogueSearch } from './features/catalogue/strings/search';
import type { zh as catalogueSeller } from './features/catalogue/strings/seller';
import type { zh as chat } from './features/chat/strings';
import type { zh as checkoutCheckout } from './features/checkout/strings/checkout';
import type { zh as checkoutPay } from './features/checkout/strings/pay';
import type { zh as collection } from './features/collection/strings';
import type { zh as feed } from './features/feed/strings';
import type { zh as live } from './features/live/strings';
import type { zh as local } from './features/local/strings';
import type { zh as messagesMessages } from './features/message/strings/messages';
import type { zh as messagesMisc } from './features/message/strings/misc';
import type { zh as ordersAfterSale } from './features/order/strings/after-sale';
import type { zh as ordersOrders } from './features/order/strings/orders';
import type { zh as ordersReview } from './features/order/strings/review';
import type { zh as promoBrand } from './features/promo/strings/brand';
import type { zh as promoDetail } from './features/promo/strings/detail';
import type { zh as promoGroup } from './features/promo/strings/group';
import type { zh as promoTasks } from './features/promo/strings/tasks';
import type { zh as promoZone } from './features/promo/strings/zone';
import type { zh as walletBank } from './features/wallet/strings/bank';
import type { zh as walletWallet } from './features/wallet/strings/wallet';
// issue 19, layout part
import type { zh as catalogueDetailLayout } from './features/catalogue/strings/detail-layout';
import type { zh as homeFeed } from './features/home/strings';
import type { zh as promoCouponSheet } from './features/promo/strings/coupon-sheet';
// issue 20, ops-app (the operator console)
import type { zh as consoleStrings } from './features/console/strings';
// issue 20: the console's areas (features/console/areas/<area>/strings.ts)
import type { zh as consoleAftersale } from './features/console/areas/aftersale/strings';
import type { zh as consoleCatalogue } from './features/console/areas/catalogue/strings';
import type { zh as consoleCategories } from './features/console/areas/categories/strings';
import type { zh as consoleDashboard } from './features/console/areas/dashboard/strings';
import type { zh as consoleMoney } from './features/console/areas/money/strings';
import type { zh as consoleOrders } from './features/console/areas/orders/strings';
import type { zh as consoleService } from './features/console/areas/service/strings';
import type { zh as consoleStock } from './features/console/areas/stock/strings';
import type { zh as consoleUsers } from './features/console/areas/users/strings';
import type { zh as consoleCoupons } from './features/console/areas/coupons/strings'; // issue 23 (coupons)
// issue 23 (merchants)
import type { zh as consoleMerchants } from './features/console/areas/merchants/strings';
// issue 23 (content)
import type { zh as consoleContent } from './features/console/areas/content/strings';
// issue 23 (moderation)
import type { zh as consoleModeration } from './features/console/areas/moderation/strings';
// issue 23 (settings): business settings and statistics
import type { zh as consoleSettings } from './features/console/areas/settings/strings';
import type { zh as consoleStats } from './features/console/areas/stats/strings';
// issue 23 (promotions)
import type { zh as consolePromo } from './features/console/areas/promotions/strings';

/** Every string of the renderer, as the one `translation` namespace holds it once loaded. */
export type Translation = Resources &
  typeof data &
  typeof accountAccount &
  typeof accountIdentity &
  typeof accountInvite &
  typeof accountLoan &
  typeof accountLogin &
  typeof accountMine &
  typeof accountPayPwd &
  typeof accountSettings &
  typeof accountSocial &
  typeof address &
  typeof cabinetBuy &
  typeof cabinetCourier &
  typeof cabinetGoods &
  typeof cabinetReport &
  typeof cabinetOffline &
  typeof cabinetSlots &
  typeof cabinetStock &
  typeof cabinetTerminal &
  typeof cabinetTrade &
  typeof cart &
  typeof catalogueCategory &
  typeof catalogueDetail &
  typeof catalogueSearch &
  typeof catalogueSeller &
  typeof chat &
  typeof checkoutCheckout &
  typeof checkoutPay &
  typeof collection &
  typeof feed &
  typeof live &
  typeof local &
  typeof messagesMessages &
  typeof messagesMisc &
  typeof ordersAfterSale &
  typeof ordersOrders &
  typeof ordersReview &
  typeof promoBrand &
  typeof promoDetail &
  typeof promoGroup &
  typeof promoTasks &
  typeof promoZone &
  typeof walletBank &
  typeof walletWallet &
  // issue 19, layout part
  typeof catalogueDetailLayout &
  typeof homeFeed &
  typeof promoCouponSheet &
  // issue 20, ops-app (the operator console)
  typeof consoleStrings &
  typeof consoleAftersale &
  typeof consoleCatalogue &
  typeof consoleCategories &
  typeof consoleDashboard &
  typeof consoleMoney &
  typeof consolePromo &
  typeof consoleOrders &
  typeof consoleService &
  typeof consoleStock &
  typeof consoleUsers &
  typeof consoleCoupons & // issue 23 (coupons)
  typeof consoleMerchants & // issue 23 (merchants)
  typeof consoleContent & // issue 23 (content)
  typeof consoleModeration & // issue 23 (moderation)
  typeof consoleSettings & // issue 23 (settings)
  typeof consoleStats;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
    returnNull: false;
  }
}
