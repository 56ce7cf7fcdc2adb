/**
 * The merchant cart of supplier goods: check lines or all, change a quantity (saved with
 * `cart/set`), delete (with a confirmation), invalid lines listed apart (delete only), the
 * checked total → settle → `jinhuo/createCarOrder?cart_ids=…`. Every change is saved on the
 * server first and the list is loaded again from it, so the screen shows what was saved.
 */
import '../strings/buy';
import '../guishang-buy.css';
import { Button, Checkbox, Stepper } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as buyApi from '../purchase/api';
import type { MerchantCartLine } from '../purchase/api';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  Price,
  PullRefresh,
  toast,
} from '../../../core/ui';
import { reportFailure } from '../../../core/data';

const PAGE = 'pages/guishang/cart/cart';
const MARKET = '/pages/guishang/jinhuo/jinhuo';

type Loaded = { list: MerchantCartLine[]; total_checked: number };

export default function MerchantCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (): Promise<boolean> => {
    try {
      const res = await buyApi.cartList();
      setData(res.data);
      setFailed(false);
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one write, then shows the server's cart again. */
  const write = async (fn: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await fn();
      if (done) toast(done);
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    } finally {
      await load();
      setBusy(false);
    }
  };

  const lines = data?.list ?? [];
  const valid = lines.filter((l) => !l.invalid);
  const invalid = lines.filter((l) => Boolean(l.invalid));
  const checked = valid.filter((l) => Boolean(l.is_check));
  const allChecked = valid.length > 0 && checked.length === valid.length;
  const total = data
    ? (data.total_checked ?? checked.reduce((s, l) => s + l.price * l.quantity, 0))
    : 0;

  const remove = async (ids: number[], message: string) => {
    if (!(await confirm(message))) return;
    await write(() => buyApi.cartDel(ids), t('gsBuy.cartPage.deleted'));
  };

  const checkAll = (on: boolean) =>
    write(() =>
      Promise.all(
        valid
          .filter((l) => Boolean(l.is_check) !== on)
          .map((l) => buyApi.cartSet(l.id, { is_check: on })),
      ),
    );

  const settle = () => {
    if (checked.length === 0) {
      toast(t('gsBuy.cartPage.noneChecked'));
      return;
    }
    void navigate(
      `/pages/guishang/jinhuo/createCarOrder?cart_ids=${checked.map((l) => l.id).join(',')}`,
    );
  };

  let body;
  if (!data && failed) body = <ErrorState onRetry={() => void load()} />;
  else if (!data) body = <ListSkeleton rows={3} />;
  else if (lines.length === 0)
    body = (
      <EmptyState
        title={t('gsBuy.cartPage.empty')}
        description={t('gsBuy.cartPage.emptyHint')}
        actionText={t('gsBuy.cartPage.goMarket')}
        onAction={() => void navigate(MARKET)}
      />
    );
  else
    body = (
      <PullRefresh onRefresh={async () => void (await load())}>
        <ul className="gs-cart" aria-label={t('gsBuy.cartPage.title')} aria-busy={busy}>
          {valid.map((l) => (
            <li
              key={l.id}
              className="card gs-cart__line"
              data-testid="cart-line"
              data-cart-id={l.id}
            >
              <Checkbox
                className="gs-check"
                checked={Boolean(l.is_check)}
                disabled={busy}
                onChange={(on) => void write(() => buyApi.cartSet(l.id, { is_check: on }))}
                aria-label={t('gsBuy.cartPage.check', { name: l.name })}
              />
              <img className="gs-cart__img" src={l.image} alt={l.name} />
              <div className="gs-cart__main">
                <h3 className="gs-cart__name">{l.name}</h3>
                <p className="gs-goods__price">
                  <Price fen={l.price} size="sm" />
                  <span className="gs-goods__unit">{t('gsBuy.perUnit', { unit: l.unit })}</span>
                </p>
                <div className="gs-cart__row">
                  <Stepper
                    className="gs-stepper"
                    min={Math.max(l.min_qty ?? 1, 1)}
                    max={999}
                    digits={0}
                    value={l.quantity}
                    disabled={busy}
                    aria-label={t('gsBuy.quantityOf', { name: l.name })}
                    onChange={(v) => {
                      const n = Number(v);
                      if (n !== l.quantity && n >= Math.max(l.min_qty ?? 1, 1))
                        void write(() => buyApi.cartSet(l.id, { quantity: n }));
                    }}
                  />
                  <Button
                    className="gs-text-button"
                    fill="none"
                    aria-label={t('gsBuy.cartPage.deleteOne', { name: l.name })}
                    onClick={() =>
                      void remove([l.id], t('gsBuy.cartPage.deleteConfirm', { name: l.name }))
                    }
                  >
                    {t('gsBuy.delete')}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {invalid.length > 0 && (
          <section className="gs-cart__invalid" aria-labelledby="gs-cart-invalid">
            <div className="gs-cart__invalid-head">
              <h2 id="gs-cart-invalid">{t('gsBuy.cartPage.invalid', { n: invalid.length })}</h2>
              <Button
                fill="none"
                className="gs-text-button"
                onClick={() =>
                  void remove(
                    invalid.map((l) => l.id),
                    t('gsBuy.cartPage.clearInvalidConfirm'),
                  )
                }
              >
                {t('gsBuy.cartPage.clearInvalid')}
              </Button>
            </div>
            <ul className="gs-cart">
              {invalid.map((l) => (
                <li
                  key={l.id}
                  className="card gs-cart__line gs-cart__line--invalid"
                  data-testid="cart-invalid"
                >
                  <span className="gs-cart__tag">{t('gsBuy.cartPage.invalidTag')}</span>
                  <img className="gs-cart__img" src={l.image} alt={l.name} />
                  <div className="gs-cart__main">
                    <h3 className="gs-cart__name">{l.name}</h3>
                    <p>{t('gsBuy.cartPage.invalidHint')}</p>
                  </div>
                  <Button
                    fill="none"
                    className="gs-text-button"
                    aria-label={t('gsBuy.cartPage.deleteOne', { name: l.name })}
                    onClick={() =>
                      void remove([l.id], t('gsBuy.cartPage.deleteConfirm', { name: l.name }))
                    }
                  >
                    {t('gsBuy.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </PullRefresh>
    );

  return (
    <PageFrame
      title={t('gsBuy.cartPage.title')}
      page={PAGE}
      homePath={MARKET}
      className="gs-buy"
      footer={
        valid.length > 0 ? (
          <div className="gs-buy__footer gs-cart__footer">
            <Checkbox
              className="gs-check"
              checked={allChecked}
              indeterminate={!allChecked && checked.length > 0}
              disabled={busy}
              onChange={(on) => void checkAll(on)}
            >
              {t('gsBuy.cartPage.checkAll')}
            </Checkbox>
            <p className="gs-cart__total" aria-live="polite">
              {t('gsBuy.total')} <Price fen={total} size="lg" />
            </p>
            <LoadingButton
              size="large"
              color="primary"
              disabled={busy || checked.length === 0}
              data-testid="settle"
              onClick={settle}
            >
              {t('gsBuy.cartPage.settle', { n: checked.length })}
            </LoadingButton>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
