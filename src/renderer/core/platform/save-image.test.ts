// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mustLongPress, NO_FILE, saveImage } from './save-image';

const download = vi.hoisted(() => vi.fn<(url: string) => Promise<Blob>>());
vi.mock('../api/client', () => ({ http: () => ({ download }) }));

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const ELECTRON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) shop/1.0.0 Chrome/130.0.0.0 Electron/33.0.0 Safari/537.36';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 12; V2049A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230504 MicroMessenger/8.0.37.2380(0x2800253D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';

describe('mustLongPress', () => {
  it('is true in WeChat (any OS) and on iOS', () => {
    expect(mustLongPress(IOS_SAFARI)).toBe(true);
    expect(mustLongPress(IOS_WECHAT)).toBe(true);
    expect(mustLongPress(ANDROID_WECHAT)).toBe(true);
    expect(mustLongPress(IPAD)).toBe(true);
  });

  it('is false in browsers that download (Android, desktop, Electron)', () => {
    expect(mustLongPress(ANDROID_CHROME)).toBe(false);
    expect(mustLongPress(DESKTOP_CHROME)).toBe(false);
    expect(mustLongPress(ELECTRON)).toBe(false);
    expect(mustLongPress('')).toBe(false);
  });
});

describe('saveImage', () => {
  let clicked: { href: string; download: string }[];

  beforeEach(() => {
    download.mockReset();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("fails with the message 'no File' when there is no file path", async () => {
    await expect(saveImage({}, ANDROID_CHROME)).rejects.toThrow(new Error(NO_FILE));
    await expect(saveImage({ filePath: null }, ANDROID_CHROME)).rejects.toThrow('no File');
    await expect(saveImage({ filePath: '  ' }, IOS_SAFARI)).rejects.toThrow('no File');
    expect(NO_FILE).toBe('no File');
    expect(clicked).toEqual([]);
  });

  it('downloads a data URL through an anchor with the file name', async () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    await expect(
      saveImage({ filePath: data, fileName: 'invite-ABC123.png' }, ANDROID_CHROME),
    ).resolves.toEqual({ saved: true });
    expect(clicked).toEqual([{ href: data, download: 'invite-ABC123.png' }]);
    // the anchor is not left in the page
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('downloads a relative URL through the transport, downloads it from an object URL and revokes that afterwards', async () => {
    vi.useFakeTimers();
    const blob = new Blob(['png'], { type: 'image/png' });
    download.mockResolvedValueOnce(blob);
    const create = vi.fn(() => 'blob:http://localhost/1234');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });

    await expect(
      saveImage({ filePath: '/media/poster/1.png', fileName: 'poster.png' }, DESKTOP_CHROME),
    ).resolves.toEqual({ saved: true });
    expect(download).toHaveBeenCalledWith('http://localhost:3000/media/poster/1.png');
    expect(create).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1234', download: 'poster.png' }]);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1234');
  });

  it('rejects with a clear error when the image cannot be loaded', async () => {
    download.mockRejectedValueOnce(new Error('Request failed with status code 404'));
    await expect(saveImage({ filePath: '/media/none.png' }, ANDROID_CHROME)).rejects.toThrow(
      'could not load the image /media/none.png: Request failed with status code 404',
    );
    download.mockRejectedValueOnce(new Error('Network Error'));
    await expect(saveImage({ filePath: '/media/x.png' }, ANDROID_CHROME)).rejects.toThrow(
      'could not load the image /media/x.png: Network Error',
    );
    expect(clicked).toEqual([]);
  });

  it('tells the caller to show the long-press hint where downloads do not reach the album', async () => {
    await expect(
      saveImage({ filePath: 'data:image/png;base64,AAAA', fileName: 'a.png' }, IOS_WECHAT),
    ).resolves.toEqual({ saved: false, reason: 'long-press' });
    await expect(saveImage({ filePath: '/media/a.png' }, IOS_SAFARI)).resolves.toEqual({
      saved: false,
      reason: 'long-press',
    });
    expect(download).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });

  it("uses the browser's own user agent by default", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_SAFARI);
    await expect(saveImage({ filePath: 'data:image/png;base64,AAAA' })).resolves.toEqual({
      saved: false,
      reason: 'long-press',
    });
  });
});
