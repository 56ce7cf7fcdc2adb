/**
 * A live or replay HLS stream in a 16:9 box (or 9:16 for portrait streams): native HLS or
 * hls.js (hls-attach.ts), started muted so autoplay is allowed, with an unmute button, a
 * loading veil and, when the stream fails, an overlay with retry. hls.js is destroyed on
 * unmount and on every retry.
 */
import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { cx } from '../../core/ui/cx';
import { attachHls, type PlaybackKind } from './hls-attach';
import './strings';

export interface HlsPlayerProps {
  src: string;
  poster?: string;
  /** accessible name of the video */
  title: string;
  /** force the 9:16 box; otherwise it follows the stream's own shape */
  portrait?: boolean;
  /** a replay: shows controls and loops off */
  replay?: boolean;
  className?: string;
}

type Status = 'loading' | 'playing' | 'error';

export function HlsPlayer({ src, poster, title, portrait, replay, className }: HlsPlayerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [kind, setKind] = useState<PlaybackKind | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(true);
  const [manifest, setManifest] = useState(false);
  const [fragment, setFragment] = useState(false);
  // a stream taller than wide (a phone held upright) gets a 9:16 box
  const [tall, setTall] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let live = true;
    let detach: (() => void) | null = null;
    setStatus('loading');
    void attachHls(
      el,
      src,
      {
        onManifest: () => live && setManifest(true),
        onFragment: () => live && setFragment(true),
        onFatal: () => live && setStatus('error'),
      },
      undefined,
      !replay,
    ).then(
      (r) => {
        if (!live) return r.detach();
        detach = r.detach;
        setKind(r.kind);
        el.play()?.catch(() => undefined);
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
      detach?.();
    };
  }, [src, attempt, replay]);

  return (
    <div
      className={cx('live-player', (portrait || tall) && 'live-player--portrait', className)}
      data-testid="live-player"
      data-status={status}
      data-playback={kind ?? ''}
      data-manifest={manifest ? '1' : '0'}
      data-fragment={fragment ? '1' : '0'}
    >
      <video
        ref={video}
        className="live-player__video"
        poster={poster}
        aria-label={title}
        autoPlay
        muted={muted}
        playsInline
        controls={replay}
        onPlaying={() => setStatus('playing')}
        onLoadedMetadata={(e) => setTall(e.currentTarget.videoHeight > e.currentTarget.videoWidth)}
        onWaiting={() => setStatus((s) => (s === 'error' ? s : 'loading'))}
      />
      {status === 'loading' && (
        <div className="live-player__veil" role="status">
          <DotLoading color="white" />
          <span className="ui-sr-only">{t('live.player.loading')}</span>
        </div>
      )}
      {status === 'error' && (
        <div className="live-player__veil live-player__veil--error" role="alert">
          <p>{t('live.player.error')}</p>
          <Button size="small" color="primary" onClick={() => setAttempt((a) => a + 1)}>
            {t('live.player.retry')}
          </Button>
        </div>
      )}
      {status !== 'error' && (
        <button
          type="button"
          className="live-player__mute"
          aria-pressed={!muted}
          onClick={() => {
            setMuted((m) => !m);
            video.current?.play()?.catch(() => undefined);
          }}
        >
          {muted ? t('live.player.unmute') : t('live.player.mute')}
        </button>
      )}
    </div>
  );
}
