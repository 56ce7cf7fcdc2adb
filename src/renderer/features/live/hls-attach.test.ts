import { describe, expect, it, vi } from 'vitest';
import { attachHls, choosePlayback, HLS_MIME, hlsConfig, type HlsModule } from './hls-attach';

function fakeVideo(native: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    src: '',
    canPlayType: vi.fn((t: string) => (native && t === HLS_MIME ? 'maybe' : '')),
    addEventListener: vi.fn((e: string, fn: () => void) => listeners.set(e, fn)),
    removeEventListener: vi.fn(),
    removeAttribute: vi.fn(),
    load: vi.fn(),
    fire: (e: string) => listeners.get(e)?.(),
  };
}

function fakeHls(supported = true) {
  const instances: {
    handlers: Map<string, (e: string, d: { fatal?: boolean; details?: string }) => void>;
    loadSource: ReturnType<typeof vi.fn>;
    attachMedia: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
    config: unknown;
  }[] = [];
  class Hls {
    static isSupported = () => supported;
    static Events = { MANIFEST_PARSED: 'm', FRAG_LOADED: 'f', ERROR: 'e' };
    handlers = new Map<string, (e: string, d: { fatal?: boolean; details?: string }) => void>();
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    constructor(public config: unknown) {
      instances.push(this);
    }
    on(e: string, fn: (e: string, d: { fatal?: boolean; details?: string }) => void) {
      this.handlers.set(e, fn);
    }
  }
  return { Hls: Hls as unknown as HlsModule, instances };
}

describe('choosePlayback', () => {
  it('uses native HLS when the video element can play it, else hls.js', () => {
    expect(choosePlayback(fakeVideo(true))).toBe('native');
    expect(choosePlayback(fakeVideo(false))).toBe('hlsjs');
  });

  it('prefers hls.js wherever there is MSE, even when the browser claims HLS (issue 24)', () => {
    expect(choosePlayback(fakeVideo(true), true)).toBe('hlsjs');
    expect(choosePlayback(fakeVideo(false), true)).toBe('hlsjs');
    expect(choosePlayback(fakeVideo(true), false)).toBe('native');
  });
});

describe('attachHls', () => {
  it('sets the src natively without loading hls.js', async () => {
    const video = fakeVideo(true);
    const load = vi.fn();
    const onFatal = vi.fn();
    const r = await attachHls(video as unknown as HTMLVideoElement, '/a.m3u8', { onFatal }, load);
    expect(r.kind).toBe('native');
    expect(video.src).toBe('/a.m3u8');
    expect(load).not.toHaveBeenCalled();
    video.fire('error');
    expect(onFatal).toHaveBeenCalledWith('media');
    r.detach();
    expect(video.removeAttribute).toHaveBeenCalledWith('src');
  });

  it('plays through hls.js otherwise, reports events and destroys on detach', async () => {
    const video = fakeVideo(false);
    const { Hls, instances } = fakeHls();
    const ev = { onFatal: vi.fn(), onManifest: vi.fn(), onFragment: vi.fn() };
    const r = await attachHls(video as unknown as HTMLVideoElement, '/b.m3u8', ev, () =>
      Promise.resolve(Hls),
    );
    expect(r.kind).toBe('hlsjs');
    const h = instances[0]!;
    expect(h.loadSource).toHaveBeenCalledWith('/b.m3u8');
    expect(h.attachMedia).toHaveBeenCalledWith(video);
    h.handlers.get('m')?.('m', {});
    h.handlers.get('f')?.('f', {});
    h.handlers.get('e')?.('e', { fatal: false, details: 'bufferStalled' });
    expect(ev.onFatal).not.toHaveBeenCalled();
    h.handlers.get('e')?.('e', { fatal: true, details: 'manifestLoadError' });
    h.handlers.get('e')?.('e', { fatal: true, details: 'again' });
    expect(ev.onManifest).toHaveBeenCalledTimes(1);
    expect(ev.onFragment).toHaveBeenCalledTimes(1);
    expect(ev.onFatal).toHaveBeenCalledTimes(1);
    expect(ev.onFatal).toHaveBeenCalledWith('manifestLoadError');
    r.detach();
    expect(h.destroy).toHaveBeenCalled();
  });

  it('plays live with low-latency settings and a replay from the start (issue 24)', async () => {
    const { Hls, instances } = fakeHls();
    const ev = { onFatal: vi.fn() };
    const load = () => Promise.resolve(Hls);
    await attachHls(fakeVideo(false) as unknown as HTMLVideoElement, '/l.m3u8', ev, load);
    await attachHls(fakeVideo(false) as unknown as HTMLVideoElement, '/r.m3u8', ev, load, false);
    expect(instances[0]!.config).toEqual(hlsConfig(true));
    expect(instances[0]!.config).toMatchObject({
      lowLatencyMode: true,
      liveSyncDurationCount: 2,
      liveMaxLatencyDurationCount: 4,
    });
    expect(instances[1]!.config).toEqual({ enableWorker: true });
  });

  it('reports a browser without MSE as fatal', async () => {
    const { Hls } = fakeHls(false);
    const onFatal = vi.fn();
    await attachHls(fakeVideo(false) as unknown as HTMLVideoElement, '/c.m3u8', { onFatal }, () =>
      Promise.resolve(Hls),
    );
    expect(onFatal).toHaveBeenCalledWith('unsupported');
  });
});
