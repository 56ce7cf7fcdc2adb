/**
 * The QR card (`set/user-ewm`, issue 25 §2) drawn as ONE PNG picture to save: the avatar (the
 * image when it is same-origin and loads, else the nickname's first character in a disc), the
 * nickname, a hint line, the QR code of the invitation link and the invite code under it.
 * Pictures of another origin would taint the canvas (no PNG could be read back), so they are
 * never drawn; should reading the PNG still fail, the card is drawn again without the avatar.
 */
import { drawQr } from '../../core/platform/qr';

export interface QrCardInput {
  /** the text of the QR code: the absolute invitation link */
  link: string;
  code: string;
  nickname: string;
  avatar?: string | null;
  /** translated texts */
  hint: string;
  codeLabel: string;
}

export interface QrCardDeps {
  createCanvas: () => HTMLCanvasElement;
  loadImage: (src: string) => Promise<CanvasImageSource>;
  origin: string;
}

const W = 600;
const H = 860;
const PAD = 40;
const AVATAR = 96;
const QR = 400;
const QR_TOP = 216;
const BRAND = '#FF4A38';
const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/** A picture the canvas may draw and still be read: same origin, data: or blob:. */
export function drawableImage(src: string | null | undefined, origin: string): boolean {
  if (!src) return false;
  if (/^(data|blob):/i.test(src)) return true;
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The first character of the nickname (a whole code point), or '?' for none. */
export function initial(nickname: string): string {
  return Array.from(nickname.trim())[0]?.toUpperCase() ?? '?';
}

function loadImageElement(src: string): Promise<CanvasImageSource> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`could not load the avatar ${src}`));
    img.src = src;
  });
}

const defaultDeps = (): QrCardDeps => ({
  createCanvas: () => document.createElement('canvas'),
  loadImage: loadImageElement,
  origin: window.location.origin,
});

/** Shortens `text` with an ellipsis until it fits `max` pixels in the context's font. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > max) chars.pop();
  return `${chars.join('')}…`;
}

async function draw(
  canvas: HTMLCanvasElement,
  card: QrCardInput,
  avatar: CanvasImageSource | null,
): Promise<void> {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas 2D context');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, W, H);

  // who: the avatar disc and the nickname beside it, the hint under the nickname
  const cx = PAD + AVATAR / 2;
  const cy = PAD + AVATAR / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, AVATAR / 2, 0, Math.PI * 2);
  ctx.closePath();
  ctx.clip();
  if (avatar) {
    ctx.drawImage(avatar, PAD, PAD, AVATAR, AVATAR);
  } else {
    ctx.fillStyle = BRAND;
    ctx.fillRect(PAD, PAD, AVATAR, AVATAR);
    ctx.fillStyle = '#fff';
    ctx.font = `600 44px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(initial(card.nickname), cx, cy + 2);
  }
  ctx.restore();

  const textX = PAD + AVATAR + 24;
  const textMax = W - textX - PAD;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#333';
  ctx.font = `600 32px ${FONT}`;
  ctx.fillText(fit(ctx, card.nickname, textMax), textX, PAD + 40);
  ctx.fillStyle = '#999';
  ctx.font = `20px ${FONT}`;
  ctx.fillText(fit(ctx, card.hint, textMax), textX, PAD + 78);

  // the QR code on white, centred
  await drawQr(ctx, card.link, (W - QR) / 2, QR_TOP, QR);

  // the invite code under it
  ctx.textAlign = 'center';
  ctx.fillStyle = '#999';
  ctx.font = `22px ${FONT}`;
  ctx.fillText(card.codeLabel, W / 2, QR_TOP + QR + 72);
  ctx.fillStyle = BRAND;
  ctx.font = `700 56px ${FONT}`;
  ctx.fillText(card.code.split('').join(' '), W / 2, QR_TOP + QR + 144);
}

/** Draws the card and answers it as a PNG data URL. */
export async function renderQrCard(
  card: QrCardInput,
  deps: QrCardDeps = defaultDeps(),
): Promise<string> {
  let avatar: CanvasImageSource | null = null;
  if (card.avatar && drawableImage(card.avatar, deps.origin)) {
    avatar = await deps.loadImage(card.avatar).catch(() => null);
  }
  const render = async (picture: CanvasImageSource | null): Promise<string> => {
    const canvas = deps.createCanvas();
    canvas.width = W;
    canvas.height = H;
    await draw(canvas, card, picture);
    return canvas.toDataURL('image/png');
  };
  if (!avatar) return render(null);
  try {
    return await render(avatar);
  } catch {
    // the picture could not be drawn or read back: the card without it
    return render(null);
  }
}
