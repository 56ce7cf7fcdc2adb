/**
 * Which display the kiosk window goes to: the configured one when it is connected, else the
 * touch display, else the first non-primary display (a terminal's customer screen is usually the
 * second one), else the primary. Re-evaluated whenever displays are added, removed or changed.
 */
import type { BrowserWindow, Display, Screen } from 'electron';
import type { DisplayChoice } from '../shared/terminal-bridge';

type DisplayLike = Pick<Display, 'id' | 'bounds' | 'touchSupport' | 'label'>;

export function chooseDisplay<D extends DisplayLike>(
  displays: readonly D[],
  primary: D,
  choice: DisplayChoice,
): D {
  if (choice !== 'auto') {
    const configured = displays.find((d) => d.id === choice);
    if (configured) return configured;
  }
  const touch = displays.find((d) => d.touchSupport === 'available');
  if (touch) return touch;
  const secondary = displays.find((d) => d.id !== primary.id);
  return secondary ?? primary;
}

/** The displays as the setup screen lists them. */
export function describeDisplays(screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>) {
  const primary = screen.getPrimaryDisplay();
  return screen.getAllDisplays().map((d) => ({
    id: d.id,
    label: `${d.label || `Display ${d.id}`} (${d.bounds.width}×${d.bounds.height})`,
    primary: d.id === primary.id,
    touch: d.touchSupport === 'available',
  }));
}

/**
 * Calls `place(display)` now and whenever the display setup changes; returns the unsubscribe.
 */
export function followDisplay(
  screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay' | 'on' | 'removeListener'>,
  choice: DisplayChoice,
  place: (display: Display) => void,
): () => void {
  const update = () =>
    place(chooseDisplay(screen.getAllDisplays(), screen.getPrimaryDisplay(), choice));
  update();
  screen.on('display-added', update);
  screen.on('display-removed', update);
  screen.on('display-metrics-changed', update);
  return () => {
    screen.removeListener('display-added', update);
    screen.removeListener('display-removed', update);
    screen.removeListener('display-metrics-changed', update);
  };
}

/**
 * Moves a (kiosk) window onto a display. A full-screen kiosk window does not follow setBounds on
 * every platform, so kiosk mode is left for the move and entered again.
 */
export function moveToDisplay(
  win: Pick<BrowserWindow, 'getBounds' | 'setBounds' | 'isKiosk' | 'setKiosk'>,
  display: Pick<Display, 'bounds'>,
): void {
  const now = win.getBounds();
  const to = display.bounds;
  if (now.x === to.x && now.y === to.y && now.width === to.width && now.height === to.height) {
    return;
  }
  const kiosk = win.isKiosk();
  if (kiosk) win.setKiosk(false);
  win.setBounds(to);
  if (kiosk) win.setKiosk(true);
}
