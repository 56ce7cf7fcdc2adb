import { afterEach, describe, expect, it, vi } from 'vitest';

const qrcode = vi.hoisted(() => ({
  create: vi.fn(() => ({ modules: { size: 2, get: () => 1 } })),
}));
vi.mock('qrcode', () => qrcode);

import { drawableImage, initial, renderQrCard, type QrCardDeps } from './qr-card';

afterEach(() => vi.clearAllMocks());

const LINK = 'http://shop.test/h5/#/pages/subpack/login/register?invite_code=K7P2QX';
const CARD = {
  link: LINK,
  code: 'K7P2QX',
  nickname: '小明',
  avatar: '/media/gen/avatar/1.png',
  hint: 'hint',
  codeLabel: '我的邀请码',
};

/** A canvas whose 2D context records what is drawn. */
function fakeCanvas(opts: { readFails?: boolean } = {}) {
  const texts: string[] = [];
  const images: unknown[] = [];
  const ctx = {
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    fillRect: vi.fn(),
    save: vi.fn(),
    restore: vi.fn(),
    beginPath: vi.fn(),
    closePath: vi.fn(),
    arc: vi.fn(),
    clip: vi.fn(),
    drawImage: (img: unknown) => images.push(img),
    fillText: (t: string) => texts.push(t),
    measureText: (t: string) => ({ width: t.length * 10 }),
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ctx,
    toDataURL: vi.fn((type: string) => {
      if (opts.readFails && images.length) throw new Error('SecurityError: tainted');
      return `data:${type};base64,CARD${images.length}`;
    }),
  };
  return { canvas, texts, images };
}

function deps(canvases: ReturnType<typeof fakeCanvas>[], loadImage?: QrCardDeps['loadImage']) {
  let i = 0;
  return {
    createCanvas: () => canvases[i++]?.canvas as unknown as HTMLCanvasElement,
    loadImage: loadImage ?? vi.fn(() => Promise.resolve('AVATAR' as unknown as CanvasImageSource)),
    origin: 'http://shop.test',
  };
}

describe('the QR card picture', () => {
  it('is one PNG with the avatar, nickname, the QR of exactly the link and the code', async () => {
    const c = fakeCanvas();
    const d = deps([c]);
    await expect(renderQrCard(CARD, d)).resolves.toBe('data:image/png;base64,CARD1');
    expect(d.loadImage).toHaveBeenCalledWith('/media/gen/avatar/1.png');
    expect(qrcode.create).toHaveBeenCalledWith(LINK, { errorCorrectionLevel: 'M' });
    expect(c.images).toEqual(['AVATAR']);
    expect(c.texts).toEqual(['小明', 'hint', '我的邀请码', 'K 7 P 2 Q X']);
    expect(c.canvas.width).toBe(600);
  });

  it("draws the nickname's initial when the avatar cannot be loaded or is another origin's", async () => {
    const failed = fakeCanvas();
    await renderQrCard(
      CARD,
      deps([failed], () => Promise.reject(new Error('404'))),
    );
    expect(failed.images).toEqual([]);
    expect(failed.texts[0]).toBe('小');

    const foreign = fakeCanvas();
    const d = deps([foreign]);
    await renderQrCard({ ...CARD, avatar: 'https://cdn.example.com/a.png', nickname: 'amy' }, d);
    expect(d.loadImage).not.toHaveBeenCalled();
    expect(foreign.texts.slice(0, 2)).toEqual(['A', 'amy']);
  });

  it('draws the card again without the avatar when the picture taints the canvas', async () => {
    const tainted = fakeCanvas({ readFails: true });
    const plain = fakeCanvas();
    await expect(renderQrCard(CARD, deps([tainted, plain]))).resolves.toBe(
      'data:image/png;base64,CARD0',
    );
    expect(plain.texts[0]).toBe('小');
  });
});

describe('drawableImage / initial', () => {
  it('allows same-origin, data: and blob: pictures only', () => {
    const o = 'http://shop.test';
    expect(drawableImage('/media/a.png', o)).toBe(true);
    expect(drawableImage('http://shop.test/media/a.png', o)).toBe(true);
    expect(drawableImage('data:image/png;base64,AA', o)).toBe(true);
    expect(drawableImage('blob:http://shop.test/1', o)).toBe(true);
    expect(drawableImage('https://cdn.example.com/a.png', o)).toBe(false);
    expect(drawableImage('', o)).toBe(false);
    expect(drawableImage(null, o)).toBe(false);
  });

  it('takes the first character, or ? for none', () => {
    expect(initial(' 小明')).toBe('小');
    expect(initial('bob')).toBe('B');
    expect(initial('😀x')).toBe('😀');
    expect(initial('')).toBe('?');
  });
});
