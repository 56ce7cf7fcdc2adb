/**
 * The cashier of an unpaid trade (money/pay, money/money, order/confirmDeposit): the amount, the
 * payment deadline counting down on server time, and the methods: online (the provider's
 * cashier, the sandbox by default), balance, reward money and points, each wallet with what the
 * user holds (`/api/user/pay/balance_info`) and disabled when it does not cover the amount.
 *
 * Wallet methods ask the pay password in the shared sheet (shuffled keypad); a user without a
 * pay password is offered to set one first (pages/subpack1/set/pay-pwd, coming back here).
 * Online is one row per way the server offers where the page runs (`/api/pay/channels`: WeChat
 * Pay, Alipay, the sandbox cashier). Paying asks the server for the provider's page and leaves
 * for it (the provider sends the buyer back to the pay-success page, which verifies the payment
 * with the server); inside WeChat, WeChat Pay opens WeChat's own sheet (./wechat-bridge.ts).
 *
 * The trade is named by `trade_no` (+ `order_ids`, as the confirmation page passes them) or by
 * an `order_id` (paying one order pays its whole trade: the orders of one submission).
 */
import '../wallet/strings/wallet';
import './strings/pay';
import { Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import * as orderApi from '../order/api';
import type { PayMethod, PayTarget } from '../order';
import { PayWindowMessage } from '../order';
import * as walletApi from '../wallet/api';
import { ApiError, reportFailure, unwrap, useLoad } from '../../core/data';
import {
  Countdown,
  EmptyState,
  ErrorState,
  LoadingButton,
  PageFrame,
  Price,
  toast,
} from '../../core/ui';
import { formatPoints } from '../../core/i18n/format';
import { PayPasswordPopup, payOutcome } from '../wallet';
import { usePayPasswordGuard } from '../wallet';
import {
  isWalletMethod,
  optionKey,
  payMethodOptions,
  type MethodOption,
  type OnlineChannel,
} from './pay-methods';
import { payInWechat } from './wechat-bridge';
import {
  loadTrade,
  parseTradeQuery,
  isTradeNotFound,
  tradeQueryString,
  type TradeView,
} from './trade';
import './checkout.css';

export const PAY_SUCCESS_PAGE = 'pages/subpack/money/paySuccess';
const ORDER_LIST = '/pages/subpack/order/order';

export interface PayScreenProps {
  page: string;
  /** nav bar title; default "Cashier" */
  title?: string;
}

/** Where the provider's cashier sends the buyer back: an h5 hash route, when served at /h5/. */
function returnUrlFor(successPath: string): string | undefined {
  return window.location.pathname.startsWith('/h5/') ? `/h5/#${successPath}` : undefined;
}

/** The icon's look: the method, or a real provider's own (WeChat Pay, Alipay). */
type IconKind = PayMethod | 'wechatpay' | 'alipay';

function iconOf(option: MethodOption): IconKind {
  const provider = option.channel?.provider;
  return provider === 'wechatpay' || provider === 'alipay' ? provider : option.method;
}

function MethodIcon({ kind }: { kind: IconKind }) {
  const letter = {
    online: '¥',
    balance: '余',
    reward: '奖',
    integral: '积',
    wechatpay: '微',
    alipay: '支',
  }[kind];
  return (
    <span className={`pay-method__icon pay-method__icon--${kind}`} aria-hidden="true">
      {letter}
    </span>
  );
}

/** The keys of the row's name and hint of an online way to pay (the sandbox: the generic row). */
function onlineKeys(channel: OnlineChannel | undefined) {
  if (!channel || channel.provider === 'sandbox') {
    return { name: 'pay.method.online', hint: 'pay.onlineHint' } as const;
  }
  if (channel.provider === 'alipay') {
    return { name: 'pay.provider.alipay', hint: 'pay.channelHint.alipay_h5' } as const;
  }
  return channel.channel === 'jsapi'
    ? ({ name: 'pay.provider.wechatpay', hint: 'pay.channelHint.wechatpay_jsapi' } as const)
    : ({ name: 'pay.provider.wechatpay', hint: 'pay.channelHint.wechatpay_h5' } as const);
}

function MethodRow({
  option,
  selected,
  onSelect,
}: {
  option: MethodOption;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { method, available, enabled, reason } = option;
  const online = method === 'online' ? onlineKeys(option.channel) : null;
  let hint: React.ReactNode = null;
  if (online) hint = t(online.hint);
  else if (available !== null) {
    const held =
      method === 'integral' ? (
        t('pay.pointsHeld', { points: formatPoints(available) })
      ) : (
        <>
          {t('pay.held')} <Price fen={available} size="sm" />
        </>
      );
    hint = (
      <>
        {held}
        {reason === 'insufficient' && (
          <span className="pay-method__short">
            {' · '}
            {method === 'integral' ? t('pay.insufficientPoints') : t('pay.insufficient')}
          </span>
        )}
      </>
    );
  } else if (reason === 'unknown') hint = t('pay.walletUnknown');

  return (
    <li>
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        className={selected ? 'pay-method pay-method--on' : 'pay-method'}
        disabled={!enabled}
        data-testid={`pay-method-${iconOf(option) === 'online' ? method : iconOf(option)}`}
        onClick={onSelect}
      >
        <MethodIcon kind={iconOf(option)} />
        <span className="pay-method__text">
          <span className="pay-method__name">
            {online ? t(online.name) : t(`pay.method.${method}`)}
          </span>
          {hint && <span className="pay-method__hint">{hint}</span>}
        </span>
        <span
          className={selected ? 'checkout-radio checkout-radio--on' : 'checkout-radio'}
          aria-hidden="true"
        />
      </button>
    </li>
  );
}

/** The head of a cashier: the amount, the deadline counting down, and a note below. */
export function PayHead({
  amount,
  deadline,
  onDeadline,
  children,
}: {
  amount: number;
  deadline: number;
  onDeadline: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card pay-head" data-testid="pay-head">
      <p className="pay-head__label">{t('pay.amount')}</p>
      <div data-testid="pay-amount">
        <Price fen={amount} size="lg" />
      </div>
      <p className="pay-head__deadline">
        {t('pay.deadline')} <Countdown endAt={deadline} format="hms" onEnd={onDeadline} />
      </p>
      {children}
    </section>
  );
}

/**
 * The payment part of a cashier, shared by the mall's cashier and the local shop's pay page:
 * the methods the user can use for `amount` (wallet read once; unreadable → online only), the
 * pay button's action (online: the provider's cashier, coming back to `returnPath`; wallet: the
 * pay password sheet after the pay-password guard), the sheet itself and the pay button.
 */
export function usePayFlow(opts: {
  target: PayTarget | null;
  amount: number | null;
  /** the h5 route the provider's cashier returns to */
  returnPath: string;
  onPaid: () => void;
  /** a failed online start (the screen reloads its trade) */
  onFailed: () => void;
}): {
  payNow: () => Promise<void>;
  methods: React.ReactNode;
  popup: React.ReactNode;
  /** the pay button with the amount, for the screen's footer */
  footer: React.ReactNode;
} {
  const { t } = useTranslation();
  const { target, amount } = opts;
  // The wallet is optional: when it cannot be read, only online payment is offered.
  const wallet = useLoad(async () => {
    try {
      return await unwrap(walletApi.getBalanceInfo());
    } catch {
      return null;
    }
  }, []);
  // The online ways to pay here; unknown (a failed read) → one online row, the server's first.
  const channels = useLoad(async () => {
    try {
      return (await unwrap(orderApi.getPayChannels())).list;
    } catch {
      return null;
    }
  }, []);
  const guard = usePayPasswordGuard();
  const [chosen, setChosen] = useState<string>('');
  const [pwdOpen, setPwdOpen] = useState(false);
  const options =
    amount !== null ? payMethodOptions(amount, wallet.data ?? null, channels.data ?? null) : [];
  const selected =
    options.find((o) => optionKey(o) === chosen && o.enabled) ??
    options.find((o) => o.method === 'online');
  const method: PayMethod = selected?.method ?? 'online';

  const payNow = async () => {
    if (!target) return;
    if (isWalletMethod(method)) {
      if (await guard()) setPwdOpen(true);
      return;
    }
    try {
      let paid;
      try {
        paid = await unwrap(
          orderApi.pay(target, 'online', {
            return_url: returnUrlFor(opts.returnPath),
            ...(selected?.channel ? { channel: selected.channel } : {}),
          }),
        );
      } catch (error) {
        // A refusal the wrapper told the user about (resolved) keeps the screen as it is.
        if (!(error instanceof ApiError) || error.cause !== undefined) throw error;
        reportFailure(error, { fallback: t('wallet.networkError') });
        return;
      }
      if (paid.paid) opts.onPaid();
      else if (paid.jsapi) {
        // WeChat's own sheet; the success page then asks the server whether the money arrived
        const outcome = await payInWechat(paid.jsapi);
        if (outcome === 'ok') opts.onPaid();
        else if (outcome === 'cancel') toast(t('pay.cancelled'));
        else toast(t('pay.wechatFailed'));
      } else if (paid.cashier_url) {
        window.location.href = paid.cashier_url;
        // keep the button busy while the browser leaves
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
    } catch (error) {
      reportFailure(error, { fallback: t('wallet.networkError') });
      opts.onFailed();
    }
  };

  const methods = (
    <section className="card pay-methods">
      <h2 className="pay-methods__title" id="pay-methods-title">
        {t('pay.chooseMethod')}
      </h2>
      <ul role="radiogroup" aria-labelledby="pay-methods-title">
        {options.map((o) => (
          <MethodRow
            key={optionKey(o)}
            option={o}
            selected={selected !== undefined && optionKey(o) === optionKey(selected)}
            onSelect={() => setChosen(optionKey(o))}
          />
        ))}
      </ul>
    </section>
  );
  const popup =
    target && amount !== null ? (
      <PayPasswordPopup
        visible={pwdOpen}
        title={t('pay.passwordTitle')}
        summary={
          <div className="pay-pop__summary">
            <span>{t(`pay.method.${method}`)}</span>
            <Price fen={amount} size="lg" />
          </div>
        }
        onClose={() => setPwdOpen(false)}
        onSubmit={(password) =>
          payOutcome(() => orderApi.pay(target, method, { pay_password: password }), opts.onPaid)
        }
      />
    ) : null;
  const footer =
    amount !== null ? (
      <div className="checkout-footer">
        <LoadingButton
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={payNow}
          data-testid="pay-submit"
        >
          {t('pay.payNow')} <Price fen={amount} size="sm" className="pay-submit__price" />
        </LoadingButton>
      </div>
    ) : null;
  return { payNow, methods, popup, footer };
}

export const PayScreen = observer(function PayScreen({ page, title }: PayScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = parseTradeQuery(params);
  const queryKey = JSON.stringify(query);

  const load = useLoad(() => loadTrade(query), [queryKey]);
  const trade: TradeView | undefined = load.data;
  const successPath = trade ? `/${PAY_SUCCESS_PAGE}?${tradeQueryString(trade)}` : '';
  const flow = usePayFlow({
    target: trade ? { trade_no: trade.trade_no } : null,
    amount: trade?.amount ?? null,
    returnPath: successPath,
    onPaid: () => void navigate(successPath, { replace: true }),
    onFailed: () => void load.reload(),
  });

  let body;
  if (load.status === 'error') {
    body = isTradeNotFound(load.error) ? (
      <EmptyState
        title={t('pay.notFound')}
        actionText={t('pay.viewOrders')}
        onAction={() => void navigate(ORDER_LIST, { replace: true })}
      />
    ) : (
      <ErrorState onRetry={load.retry} />
    );
  } else if (!trade) {
    body = (
      <div aria-busy="true">
        <div className="card pay-head">
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
        <div className="card">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    );
  } else if (trade.status === 'paid') {
    body = (
      <EmptyState
        title={t('pay.alreadyPaid')}
        actionText={t('pay.viewResult')}
        onAction={() => void navigate(successPath, { replace: true })}
      />
    );
  } else if (trade.status === 'closed') {
    body = (
      <EmptyState
        title={t('pay.closed')}
        description={t('pay.closedHint')}
        actionText={t('common.goShopping')}
        onAction={() => void navigate('/' + HOME_TAB, { replace: true })}
      />
    );
  } else {
    body = (
      <>
        <PayHead
          amount={trade.amount}
          deadline={trade.pay_deadline}
          onDeadline={() => void load.reload()}
        >
          {/* issue 25 (nav-exp): the configured message beside the countdown (com_exp_msg) */}
          <PayWindowMessage className="pay-head__note" />
          {trade.order_ids.length > 1 && (
            <p className="pay-head__note">
              {t('pay.ordersTogether', { count: trade.order_ids.length })}
            </p>
          )}
        </PayHead>
        {flow.methods}
      </>
    );
  }

  const payable = trade?.status === 'pending';
  return (
    <PageFrame
      title={title ?? t('pay.title')}
      page={page}
      className="pay-screen"
      homePath={ORDER_LIST}
      footer={payable && trade ? flow.footer : undefined}
    >
      {body}
      {flow.popup}
    </PageFrame>
  );
});
