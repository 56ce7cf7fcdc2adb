/**
 * The terminal's admin exit (issue 7): five taps in the top-left corner within three seconds
 * (or Ctrl+Alt+Shift+X on a keyboard) open a PIN prompt; the Electron main process checks the
 * PIN against the hashed one in the terminal's configuration and closes the kiosk. Nothing is
 * shown, and no gesture is listened to, in a plain browser (no `window.terminal`).
 */
import { Button, CenterPopup } from 'antd-mobile';
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../core/i18n';
import type { ExitResult, TerminalBridge } from '../../../shared/terminal-bridge';
import './strings/terminal';
import { LoadingButton } from '../../core/ui/LoadingButton';

export const EXIT_TAPS = 5;
export const EXIT_TAP_WINDOW_MS = 3000;
const PIN = /^\d{4,12}$/;

type ExitBridge = Pick<TerminalBridge, 'requestExit'>;

/** The bridge's admin exit, or null outside the Electron terminal. */
export function exitBridge(): ExitBridge | null {
  const t = (window as unknown as { terminal?: Partial<TerminalBridge> }).terminal;
  return t && typeof t.requestExit === 'function' ? (t as ExitBridge) : null;
}

/** Counts taps: true when the last `count` taps fell within `windowMs`. */
export function tapCounter(count = EXIT_TAPS, windowMs = EXIT_TAP_WINDOW_MS) {
  let taps: number[] = [];
  return (now: number): boolean => {
    taps = [...taps.filter((t) => now - t < windowMs), now];
    if (taps.length < count) return false;
    taps = [];
    return true;
  };
}

const corner: CSSProperties = {
  position: 'fixed',
  top: 0,
  left: 0,
  width: 64,
  height: 64,
  zIndex: 2000,
  background: 'transparent',
  touchAction: 'manipulation',
};
const body: CSSProperties = { width: 'min(86vw, 560px)', padding: 24, fontSize: 20 };
const input: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 64,
  fontSize: 28,
  letterSpacing: 8,
  padding: '8px 16px',
  border: '2px solid #333',
  borderRadius: 8,
  margin: '8px 0',
};
const action: CSSProperties = { minHeight: 64, fontSize: 22, marginTop: 12 };

export function AdminExit({ bridge = exitBridge() }: { bridge?: ExitBridge | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);
  const counter = useRef(tapCounter());
  const busyRef = useRef(false);

  const show = useCallback(() => {
    setPin('');
    setError('');
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!bridge) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.altKey && e.shiftKey && e.key.toLowerCase() === 'x') show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bridge, show]);

  if (!bridge) return null;

  const explain = (r: ExitResult): string => {
    if (r.ok) return '';
    return r.reason === 'locked'
      ? t('gsTerminal.exit.locked', { s: r.retryAfterSeconds ?? 300 })
      : t('gsTerminal.exit.wrong');
  };

  const submit = async () => {
    if (busyRef.current) return;
    if (!PIN.test(pin)) {
      setError(t('gsTerminal.exit.invalid'));
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setError('');
    try {
      const r = await bridge.requestExit(pin);
      if (r.ok) setClosing(true);
      else {
        setPin('');
        setError(explain(r));
      }
    } catch {
      setError(t('gsTerminal.exit.failed'));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <div
        data-testid="admin-exit-corner"
        aria-hidden="true"
        style={corner}
        onPointerDown={() => {
          if (counter.current(Date.now())) show();
        }}
      />
      <CenterPopup visible={open} onMaskClick={() => !busy && setOpen(false)} destroyOnClose>
        <form
          style={body}
          aria-labelledby={`${id}-title`}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <h2 id={`${id}-title`} style={{ fontSize: 26, margin: '0 0 8px' }}>
            {t('gsTerminal.exit.title')}
          </h2>
          <p style={{ margin: '0 0 12px' }}>{t('gsTerminal.exit.hint')}</p>
          <label htmlFor={`${id}-pin`} style={{ fontWeight: 600 }}>
            {t('gsTerminal.exit.pin')}
          </label>
          <input
            id={`${id}-pin`}
            style={input}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={pin}
            disabled={closing}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          />
          <p role="alert" style={{ color: '#a8071a', fontWeight: 600, minHeight: 28, margin: 0 }}>
            {closing ? t('gsTerminal.exit.closing') : error}
          </p>
          <LoadingButton
            type="submit"
            block
            color="danger"
            loading={busy}
            disabled={closing}
            style={action}
          >
            {t('gsTerminal.exit.submit')}
          </LoadingButton>
          <Button
            type="button"
            block
            disabled={busy || closing}
            style={action}
            onClick={() => setOpen(false)}
          >
            {t('gsTerminal.exit.cancel')}
          </Button>
        </form>
      </CenterPopup>
    </>
  );
}
