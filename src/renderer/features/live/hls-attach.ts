/**
 * Attaches an HLS URL to a <video>: hls.js over Media Source Extensions wherever the browser
 * has them (loaded lazily, `import('hls.js')`, so it is a chunk of its own and never in the first
 * load), else the browser's own HLS (iOS WebViews without MSE). Answers the detach function
 * (destroys the hls.js instance). Errors that end playback call `onFatal` once.
 */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

export type PlaybackKind = 'native' | 'hlsjs';

/** Media Source Extensions (or Safari's ManagedMediaSource): what hls.js plays through. */
export const hasMse = (): boolean =>
  typeof (globalThis as { MediaSource?: unknown }).MediaSource === 'function' ||
  typeof (globalThis as { ManagedMediaSource?: unknown }).ManagedMediaSource === 'function';

/**
 * Which way this video element plays HLS: hls.js where there is MSE, native HLS only without
 * it. Native HLS comes second because Chromium now answers `canPlayType` for HLS too, and its
 * own player stalls on a live playlist of 1 s segments (reloading the playlist many times a
 * second, currentTime stuck at 0) and has none of the low-latency settings below (issue 24).
 */
export function choosePlayback(
  video: Pick<HTMLVideoElement, 'canPlayType'>,
  mse: boolean = hasMse(),
): PlaybackKind {
  if (mse) return 'hlsjs';
  return video.canPlayType(HLS_MIME) ? 'native' : 'hlsjs';
}

export interface AttachEvents {
  /** hls.js parsed the manifest / loaded a media segment (tests and diagnostics) */
  onManifest?: () => void;
  onFragment?: () => void;
  onFatal: (reason: string) => void;
}

/** The part of hls.js this module uses (the real module and test doubles satisfy it). */
export interface HlsLike {
  loadSource(url: string): void;
  attachMedia(video: HTMLVideoElement): void;
  on(event: string, fn: (event: string, data: { fatal?: boolean; details?: string }) => void): void;
  destroy(): void;
}
export interface HlsModule {
  isSupported(): boolean;
  Events: { MANIFEST_PARSED: string; FRAG_LOADED: string; ERROR: string };
  new (config?: object): HlsLike;
}

/**
 * issue 24: hls.js settings. Live: low latency (the ingest writes 1 s segments, 6 in the
 * playlist): play 2 segments behind the edge, catch up at up to 1.5x when more than 4 behind,
 * keep 10 s of back buffer; the playlist is retried for a while (a stream that has just started
 * may be a second from its first segment). A replay plays from the start with hls.js defaults.
 */
export function hlsConfig(live: boolean): object {
  if (!live) return { enableWorker: true };
  const retry = {
    default: {
      maxTimeToFirstByteMs: 10_000,
      maxLoadTimeMs: 20_000,
      timeoutRetry: { maxNumRetry: 4, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: { maxNumRetry: 8, retryDelayMs: 500, maxRetryDelayMs: 2000 },
    },
  };
  return {
    enableWorker: true,
    lowLatencyMode: true,
    liveSyncDurationCount: 2,
    liveMaxLatencyDurationCount: 4,
    maxLiveSyncPlaybackRate: 1.5,
    backBufferLength: 10,
    manifestLoadPolicy: retry,
    playlistLoadPolicy: retry,
  };
}

export const loadHls = async (): Promise<HlsModule> => (await import('hls.js')).default;

export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  events: AttachEvents,
  load: () => Promise<HlsModule> = loadHls,
  live = true,
): Promise<{ kind: PlaybackKind; detach: () => void }> {
  if (choosePlayback(video) === 'native') {
    const onError = () => events.onFatal('media');
    video.addEventListener('error', onError);
    video.src = url;
    return {
      kind: 'native',
      detach: () => {
        video.removeEventListener('error', onError);
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const Hls = await load();
  if (!Hls.isSupported()) {
    events.onFatal('unsupported');
    return { kind: 'hlsjs', detach: () => undefined };
  }
  const hls = new Hls(hlsConfig(live));
  let failed = false;
  hls.on(Hls.Events.MANIFEST_PARSED, () => events.onManifest?.());
  hls.on(Hls.Events.FRAG_LOADED, () => events.onFragment?.());
  hls.on(Hls.Events.ERROR, (_e, data) => {
    if (!data.fatal || failed) return;
    failed = true;
    events.onFatal(data.details ?? 'fatal');
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { kind: 'hlsjs', detach: () => hls.destroy() };
}
