/**
 * A cashier link shown as a large QR code for the buyer's phone (cabinet sales, online payment of
 * a purchase order): the amount, the time left until the payment deadline (server clock), a short
 * order number and (cabinet sales) the items with quantities and the total. The signed cashier
 * link is never printed (issue 18 C): only the QR carries it (`data-cashier-url` for tests). The `qrcode` package is loaded on first use
 * (dynamic import), which keeps it out of the first load of the kiosk.
 */
import './strings/trade';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../core/i18n';
import { runtimeConfig } from '../../core/platform/runtime';
import { Countdown } from '../../core/ui/Countdown';
import { Price } from '../../core/ui/Price';
import { qrSvg } from '../../core/platform/qr';

export interface PaymentQrProps {
  /** The cashier URL as the server answered it (may be relative to the merchant API base). */
  url: string;
  /** fen */
  amount: number;
  /** Unix seconds (server clock); no countdown when absent */
  deadline?: number;
  /** Called once when the deadline has passed. */
  onExpired?: () => void;
  /** Side of the code in CSS pixels; default 440. */
  size?: number;
  className?: string;
  /** the order number; its last 6 characters are shown as the short number */
  orderSn?: string;
  /** the items of the sale, listed with quantities and the total */
  items?: { name: string; quantity: number; price: number }[];
}

/** The short number a buyer can quote: the last 6 characters of the order number. */
export const shortOrderNo = (sn: string): string => sn.slice(-6);

/** The link made absolute against the merchant API base (a phone cannot open a relative link). */
export function absoluteCashierUrl(
  url: string,
  base: string = runtimeConfig().merchantBase,
): string {
  try {
    return new URL(url, base.endsWith('/') ? base : `${base}/`).toString();
  } catch {
    return url;
  }
}

export { qrSvg };

const styles: Record<string, CSSProperties> = {
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 12,
    padding: 16,
    textAlign: 'center',
    fontSize: 20,
  },
  amount: { fontSize: 28, fontWeight: 600, margin: 0 },
  box: {
    background: '#fff',
    border: '2px solid #222',
    borderRadius: 8,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  hint: { margin: 0, fontSize: 20 },
  short: { margin: 0, fontSize: 24, fontWeight: 600, letterSpacing: 2 },
  items: { listStyle: 'none', margin: 0, padding: 0, minWidth: 320, fontSize: 20 },
  item: { display: 'flex', justifyContent: 'space-between', gap: 16 },
};

export function PaymentQr({
  url,
  amount,
  deadline,
  onExpired,
  size = 440,
  className,
  orderSn,
  items,
}: PaymentQrProps) {
  const { t } = useTranslation();
  const link = absoluteCashierUrl(url);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSvg(null);
    setFailed(false);
    qrSvg(link).then(
      (s) => {
        if (live) setSvg(s);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [link]);

  return (
    <section
      className={className ? `kiosk-payqr ${className}` : 'kiosk-payqr'}
      style={styles.root}
      data-testid="payment-qr"
      data-cashier-url={link}
    >
      <p style={styles.amount}>
        {t('gsTrade.qr.amount')} <Price fen={amount} size="lg" />
      </p>
      <div style={{ ...styles.box, width: size, height: size }}>
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('gsTrade.qr.alt')}
            width={size - 8}
            height={size - 8}
          />
        ) : failed ? (
          <p role="alert">{t('gsTrade.qr.failed')}</p>
        ) : (
          <p aria-busy="true">{t('gsTrade.qr.loading')}</p>
        )}
      </div>
      <p style={styles.hint}>{t('gsTrade.qr.hint')}</p>
      {deadline !== undefined && deadline > 0 && (
        <p style={styles.hint}>
          {t('gsTrade.qr.timeLeft')} <Countdown endAt={deadline} format="hms" onEnd={onExpired} />
        </p>
      )}
      {orderSn && (
        <p style={styles.short} data-testid="qr-order-no">
          {t('gsTrade.detail.qrOrderNo', { no: shortOrderNo(orderSn) })}
        </p>
      )}
      {items && items.length > 0 && (
        <ul style={styles.items} data-testid="qr-items" aria-label={t('gsTrade.detail.items')}>
          {items.map((it, i) => (
            <li key={i} style={styles.item}>
              <span>
                {it.name} × {it.quantity}
              </span>
              <Price fen={it.price * it.quantity} size="sm" />
            </li>
          ))}
          <li style={{ ...styles.item, fontWeight: 600 }}>
            <span>{t('gsTrade.detail.qrTotal')}</span>
            <Price fen={amount} size="sm" />
          </li>
        </ul>
      )}
    </section>
  );
}
