/**
 * issue 24: who receives the streamers' RTMP (docs/live-media.md), chosen by LIVE_MEDIA.
 *
 * - `embedded`: an RTMP listener in the shop's process (node-media-server 4's RTMP sessions on
 *   our own TCP server, so a busy port is a log line rather than node-media-server's
 *   process.exit) and one ffmpeg per stream, fed the stream as FLV on its stdin, writing
 *   low-latency HLS (and a recording for the replay) into `<hlsDir>/room-<id>/`.
 * - `external`: nginx-rtmp (or SRS) receives the streams and calls the shop's callbacks; a
 *   publisher is dropped through nginx-rtmp's control module when LIVE_MEDIA_CONTROL_URL is set.
 * - `off`: no ingest; publishing is refused.
 *
 * Publishing is decided by the shop (`PublishHandlers`), never by the stream key alone here.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type { LiveMediaConfig } from '../config';

/** Why publishing is refused on this server (a message key of the live catalogue), or null. */
export type IngestProblem = 'ingestOff' | 'ingestNoFfmpeg' | 'ingestNoPort' | null;

export interface PublishHandlers {
  /** the room `key` may publish to, or why not (for the log; never contains the key) */
  authorise(key: string): Promise<{ roomId: number } | { refused: string }>;
  /** the stream runs: the room goes live; false = the room may no longer go live */
  started(roomId: number): Promise<boolean>;
  /** the stream stopped: the room ends */
  ended(roomId: number): Promise<void>;
}

export interface IngestLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface LiveIngest {
  readonly mode: LiveMediaConfig['mode'];
  /** null while publishing works */
  problem(): IngestProblem;
  start(handlers: PublishHandlers, log: IngestLog): Promise<void>;
  /** drops the room's publisher at once (a stopped room) */
  drop(roomId: number): void;
  /** drops every publisher, ends their rooms, stops every ffmpeg and the listener */
  stop(): Promise<void>;
  /** embedded: the port the RTMP listener is bound to (0 when none) */
  port(): number;
}

/** The HLS folder name of a room: never the stream key (viewers see it in the pull URL). */
export const streamName = (roomId: number): string => `room-${roomId}`;

/** The room of a stream name, or null. */
export function roomOfStreamName(name: string): number | null {
  const m = /^room-(\d{1,10})$/.exec(name);
  return m ? Number(m[1]) : null;
}

export function hlsDirOf(media: LiveMediaConfig, dataDir: string): string {
  return media.hlsDir || path.join(dataDir, 'live-hls');
}

/** The ffmpeg arguments of one stream: FLV on stdin to HLS in `dir` (copy, no transcoding). */
export function ffmpegArgs(dir: string, record: boolean): string[] {
  const copy = ['-map', '0:v?', '-map', '0:a?', '-c', 'copy'];
  const args = ['-hide_banner', '-loglevel', 'error', '-f', 'flv', '-i', 'pipe:0'];
  // live: 1 s segments (cut at key frames), 6 in the playlist, older ones deleted
  args.push(...copy, '-f', 'hls', '-hls_time', '1', '-hls_list_size', '6');
  args.push('-hls_flags', 'delete_segments+independent_segments+temp_file');
  args.push('-hls_segment_filename', path.join(dir, 'live-%d.ts'), path.join(dir, 'index.m3u8'));
  if (record) {
    args.push(...copy, '-f', 'hls', '-hls_time', '4', '-hls_list_size', '0');
    args.push('-hls_playlist_type', 'event', '-hls_flags', 'independent_segments+temp_file');
    args.push('-hls_segment_filename', path.join(dir, 'rec-%d.ts'), path.join(dir, 'replay.m3u8'));
  }
  return args;
}

// ---- off / external ----

export function offIngest(): LiveIngest {
  return {
    mode: 'off',
    problem: () => 'ingestOff',
    start: () => Promise.resolve(),
    drop: () => undefined,
    stop: () => Promise.resolve(),
    port: () => 0,
  };
}

/** nginx-rtmp / SRS: the callbacks come over HTTP (live-media.routes.ts). */
export function externalIngest(media: LiveMediaConfig): LiveIngest {
  let log: IngestLog = { info: () => undefined, warn: () => undefined };
  return {
    mode: 'external',
    problem: () => null,
    start: (_h, l) => {
      log = l;
      return Promise.resolve();
    },
    drop: (roomId) => {
      // without a control URL nginx-rtmp drops it at its next on_update (refused for a stopped room)
      if (!media.controlUrl) return;
      const url = `${media.controlUrl}/drop/publisher?app=live&name=${streamName(roomId)}`;
      fetch(url, { signal: AbortSignal.timeout(5000) }).then(
        (res) => {
          if (!res.ok)
            log.warn(`live ingest: drop publisher of room ${roomId}: HTTP ${res.status}`);
        },
        (err: unknown) => log.warn(`live ingest: drop publisher of room ${roomId}: ${String(err)}`),
      );
    },
    stop: () => Promise.resolve(),
    port: () => 0,
  };
}

// ---- embedded ----

/** The parts of node-media-server 4 this module uses (it has no type declarations). */
interface NmsBroadcast {
  publisher: NmsSession | null;
  publishGraceMs: number;
  postPlay(s: FlvSink): string | null;
  donePlay(s: FlvSink): void;
}
interface NmsSession {
  id: string;
  ip: string;
  streamApp: string;
  streamName: string;
  socket: net.Socket;
  broadcast: NmsBroadcast;
  run(): void;
}
interface NmsContext {
  sessions: Map<string, unknown>;
  eventEmitter: NodeJS.EventEmitter;
  config: object;
}
interface NmsLogger {
  level: string;
  log: (message: string, level?: string) => void;
}
interface FlvSink {
  id: string;
  ip: string;
  protocol: 'flv';
  streamPath: string;
  sendBuffer(buf: Buffer): void;
}

const nmsRequire = createRequire(import.meta.url);
function loadNms() {
  const RtmpSession = nmsRequire('node-media-server/src/session/rtmp_session.js') as new (
    socket: net.Socket,
  ) => NmsSession;
  const Context = nmsRequire('node-media-server/src/core/context.js') as NmsContext;
  const logger = nmsRequire('node-media-server/src/core/logger.js') as NmsLogger;
  return { RtmpSession, Context, logger };
}

/** Stream paths in node-media-server's log lines carry the key: masked. */
const maskPaths = (msg: string) => msg.replace(/\/live\/[A-Za-z0-9_-]+/g, '/live/***');

/** Is `bin` a runnable ffmpeg? */
export function ffmpegRuns(bin: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(bin, ['-hide_banner', '-version'], { timeout: 10_000 }, (err) => resolve(!err));
  });
}

interface Publish {
  session: NmsSession;
  roomId: number;
  ffmpeg: ChildProcess | null;
  sink: FlvSink | null;
  closed: boolean;
  /** the room went live (or is going live) through this publish */
  started: Promise<boolean> | null;
}

/** One embedded ingest per process: node-media-server keeps its state in a module. */
let embeddedInUse = false;

export function embeddedIngest(media: LiveMediaConfig, dataDir: string): LiveIngest {
  const hlsRoot = hlsDirOf(media, dataDir);
  let problem: IngestProblem = null;
  let handlers: PublishHandlers | null = null;
  let log: IngestLog = { info: () => undefined, warn: () => undefined };
  let server: net.Server | null = null;
  let boundPort = 0;
  let owner = false;
  const sockets = new Set<net.Socket>();
  const bySession = new Map<string, Publish>();
  const byRoom = new Map<number, Publish>();
  const finishing = new Set<Promise<void>>();
  const nms = loadNms();

  const destroy = (p: Publish) => {
    if (!p.session.socket.destroyed) p.session.socket.destroy();
  };

  /** ffmpeg for a publish: fed by a subscriber of its broadcast; answers false when it failed. */
  async function startFfmpeg(p: Publish): Promise<boolean> {
    const dir = path.join(hlsRoot, streamName(p.roomId));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const child = spawn(media.ffmpeg, ffmpegArgs(dir, media.record), {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    p.ffmpeg = child;
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => {
      stderr = (stderr + b.toString()).slice(-2000);
    });
    child.stdin?.on('error', () => undefined); // EPIPE once ffmpeg is gone
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.once('exit', (code, signal) => {
      if (code && !p.closed) {
        log.warn(`live ingest: ffmpeg of room ${p.roomId} exited ${code}: ${maskPaths(stderr)}`);
      } else if (signal === 'SIGKILL') {
        log.warn(`live ingest: ffmpeg of room ${p.roomId} killed`);
      }
      // no HLS without ffmpeg: the publish ends with it
      if (!p.closed) destroy(p);
    });
    child.once('error', (err) => log.warn(`live ingest: ffmpeg: ${err.message}`));
    const sink: FlvSink = {
      id: `ffmpeg-${p.session.id}`,
      ip: '',
      protocol: 'flv',
      streamPath: `/live/${p.session.streamName}`,
      sendBuffer: (buf) => {
        if (child.stdin?.writable) child.stdin.write(buf);
      },
    };
    p.sink = sink;
    p.session.broadcast.postPlay(sink);
    // the room goes live once viewers can load its playlist
    const playlist = path.join(dir, 'index.m3u8');
    let gone = false;
    void exited.then(() => (gone = true));
    const deadline = Date.now() + 15_000;
    while (!fs.existsSync(playlist)) {
      if (gone || p.closed || Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
    return true;
  }

  /** Ends ffmpeg: end of input first (it finishes the playlists), SIGKILL after 5 s. */
  async function stopFfmpeg(p: Publish): Promise<void> {
    const child = p.ffmpeg;
    if (p.sink) p.session.broadcast.donePlay(p.sink);
    p.sink = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  async function admit(p: Publish): Promise<void> {
    if (!handlers) return destroy(p);
    let verdict: { roomId: number } | { refused: string };
    try {
      verdict = await handlers.authorise(p.session.streamName);
    } catch (err) {
      verdict = { refused: `authorisation failed: ${String(err)}` };
    }
    if (p.closed) return;
    if ('refused' in verdict) {
      log.warn(`live ingest: publish from ${p.session.ip} refused: ${verdict.refused}`);
      return destroy(p);
    }
    if (p.session.broadcast.publisher !== p.session || byRoom.has(verdict.roomId)) {
      log.warn(`live ingest: room ${verdict.roomId} already has a publisher`);
      return destroy(p);
    }
    p.roomId = verdict.roomId;
    byRoom.set(p.roomId, p);
    if (!(await startFfmpeg(p))) {
      if (!p.closed) log.warn(`live ingest: no HLS for room ${p.roomId}; publisher dropped`);
      return destroy(p);
    }
    if (p.closed) return;
    p.started = handlers.started(p.roomId).catch((err: unknown) => {
      log.warn(`live ingest: room ${p.roomId} could not go live: ${String(err)}`);
      return false;
    });
    if (!(await p.started)) destroy(p);
  }

  async function finish(p: Publish): Promise<void> {
    await stopFfmpeg(p);
    if (p.roomId && byRoom.get(p.roomId) === p) byRoom.delete(p.roomId);
    if (p.started && (await p.started) && handlers) {
      await handlers.ended(p.roomId).catch((err: unknown) => {
        log.warn(`live ingest: room ${p.roomId} could not end: ${String(err)}`);
      });
    }
    if (!media.record && p.roomId && !byRoom.has(p.roomId)) {
      fs.rmSync(path.join(hlsRoot, streamName(p.roomId)), { recursive: true, force: true });
    }
  }

  const onPrePublish = (s: NmsSession) => {
    // a stopped push ends the room at once (node-media-server waits 30 s for a resume)
    s.broadcast.publishGraceMs = 0;
    const p: Publish = {
      session: s,
      roomId: 0,
      ffmpeg: null,
      sink: null,
      closed: false,
      started: null,
    };
    if (problem || s.streamApp !== 'live') {
      log.warn(`live ingest: publish from ${s.ip} refused: ${problem ?? 'not the live app'}`);
      return destroy(p);
    }
    bySession.set(s.id, p);
    void admit(p);
  };

  const onDonePublish = (s: NmsSession) => {
    const p = bySession.get(s.id);
    if (!p) return;
    bySession.delete(s.id);
    p.closed = true;
    const done = finish(p).finally(() => finishing.delete(done));
    finishing.add(done);
  };

  // players of the RTMP stream are not offered: viewers watch the HLS
  const onPrePlay = (s: NmsSession) => {
    if (!s.socket.destroyed) s.socket.destroy();
  };

  return {
    mode: 'embedded',
    problem: () => problem,
    port: () => boundPort,
    async start(h, l) {
      handlers = h;
      log = l;
      if (!(await ffmpegRuns(media.ffmpeg))) {
        problem = 'ingestNoFfmpeg';
        log.warn(
          `live ingest: ffmpeg (${media.ffmpeg}) cannot run: publishing is refused until it is installed (apt-get install ffmpeg) or LIVE_FFMPEG names it`,
        );
        return;
      }
      if (embeddedInUse) {
        problem = 'ingestNoPort';
        log.warn('live ingest: another embedded ingest runs in this process; publishing refused');
        return;
      }
      embeddedInUse = true;
      owner = true;
      fs.mkdirSync(hlsRoot, { recursive: true });
      const { RtmpSession, Context, logger } = nms;
      logger.level = 'warn';
      logger.log = (message, level = 'info') => {
        if (level === 'warn' || level === 'error') log.warn(`rtmp: ${maskPaths(message)}`);
      };
      Context.config = {};
      Context.eventEmitter.on('prePublish', onPrePublish);
      Context.eventEmitter.on('donePublish', onDonePublish);
      Context.eventEmitter.on('prePlay', onPrePlay);
      const srv = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        const session = new RtmpSession(socket);
        session.run();
        Context.sessions.set(session.id, session);
      });
      const bound = await new Promise<boolean>((resolve) => {
        srv.once('error', (err: NodeJS.ErrnoException) => {
          log.warn(
            `live ingest: cannot listen on RTMP ${media.rtmpHost}:${media.rtmpPort} (${err.code ?? err.message}); publishing refused (LIVE_RTMP_PORT)`,
          );
          resolve(false);
        });
        srv.listen(media.rtmpPort, media.rtmpHost, () => resolve(true));
      });
      if (!bound) {
        problem = 'ingestNoPort';
        return;
      }
      server = srv;
      boundPort = (srv.address() as net.AddressInfo).port;
      log.info(`live ingest: RTMP on ${media.rtmpHost}:${boundPort}, HLS in ${hlsRoot}`);
    },
    drop(roomId) {
      const p = byRoom.get(roomId);
      if (p) destroy(p);
    },
    async stop() {
      if (!owner) return;
      for (const p of bySession.values()) destroy(p);
      for (const s of sockets) s.destroy();
      // node-media-server reports the closed publishers on a zero-delay timer
      await new Promise((r) => setTimeout(r, 20));
      while (finishing.size) await Promise.all([...finishing]);
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
      const { Context } = nms;
      Context.eventEmitter.off('prePublish', onPrePublish);
      Context.eventEmitter.off('donePublish', onDonePublish);
      Context.eventEmitter.off('prePlay', onPrePlay);
      owner = false;
      embeddedInUse = false;
    },
  };
}

export function liveIngestOf(media: LiveMediaConfig, dataDir: string): LiveIngest {
  if (media.mode === 'embedded') return embeddedIngest(media, dataDir);
  if (media.mode === 'external') return externalIngest(media);
  return offIngest();
}
