import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './eslint-feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const R = '/repo/src/renderer';

tester.run('feature-boundaries', rule, {
  valid: [
    // a feature reaches its own modules at any depth, the kernel and shared
    { filename: `${R}/features/cart/screens/A.tsx`, code: "import { x } from '../api';" },
    { filename: `${R}/features/cart/A.tsx`, code: "import { http } from '../../core/api/client';" },
    // another feature through its index
    { filename: `${R}/features/cart/A.tsx`, code: "import { walletApi } from '../wallet';" },
    {
      filename: `${R}/features/cart/screens/A.tsx`,
      code: "import { a } from '../../wallet/index';",
    },
    // its endpoint modules
    { filename: `${R}/features/cart/A.tsx`, code: "import * as walletApi from '../wallet/api';" },
    {
      filename: `${R}/features/promo/A.tsx`,
      code: "import * as d from '../catalogue/detail/api';",
    },
    { filename: `${R}/features/home/A.tsx`, code: "import { z } from '../promo/activity-api';" },
    // its strings modules: strings.ts, or strings/<group>.ts when it has several groups
    { filename: `${R}/features/catalogue/A.tsx`, code: "import '../cart/strings';" },
    {
      filename: `${R}/features/promo/detail/A.tsx`,
      code: "import '../../catalogue/strings/detail';",
    },
    {
      filename: `${R}/features/wallet/screens/A.tsx`,
      code: "import { zh } from '../../account/strings/pay-pwd.ts';",
    },
    // a lazy chunk and a style sheet may go deeper
    { filename: `${R}/features/checkout/A.tsx`, code: "const m = import('../promo/group/Link');" },
    { filename: `${R}/features/local/A.tsx`, code: "import '../feed/feed.css';" },
    // a sub-folder of the same feature whose name is also a feature's name
    { filename: `${R}/features/cabinet/trade/A.tsx`, code: "import { f } from '../goods/fields';" },
    // pages and entries are not this rule's business
    {
      filename: `${R}/pages/cart/cart.tsx`,
      code: "import S from '../../features/cart/CartScreen';",
    },
    { filename: `${R}/h5/main.tsx`, code: "import '../features/cart/detail-cart.css';" },
  ],
  invalid: [
    {
      filename: `${R}/core/stores/root-store.ts`,
      code: "import { MessageStore } from '../../features/message/message-store';",
      errors: [{ messageId: 'kernel' }],
    },
    {
      filename: `${R}/core/bootstrap.tsx`,
      code: "const m = import('../features/message/PushBanner');",
      errors: [{ messageId: 'kernel' }],
    },
    {
      filename: `${R}/features/cart/screens/A.tsx`,
      code: "import { BalanceCard } from '../../wallet/BalanceCard';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: `${R}/features/cabinet/A.tsx`,
      code: "export { f } from '../goods/fields';",
      errors: [{ messageId: 'deep' }],
    },
    // the kernel never imports a feature's strings (it has its own: core/i18n)
    {
      filename: `${R}/core/data/envelope-errors.ts`,
      code: "import '../../features/order/strings/orders';",
      errors: [{ messageId: 'kernel' }],
    },
    // only the strings modules themselves, not what sits beside them in a strings/ folder
    {
      filename: `${R}/features/wallet/A.tsx`,
      code: "import '../account/strings/parts/x';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: `${R}/features/wallet/A.tsx`,
      code: "import '../account/screens/strings';",
      errors: [{ messageId: 'deep' }],
    },
  ],
});
