/**
 * issue 24: going live for real (docs/live-media.md). A shop of its own with the embedded RTMP
 * ingest (LIVE_MEDIA=embedded on free ports): the demo streamer's manage page shows the push URL
 * of the real ingest; ffmpeg pushes a test pattern there; a viewer on the watch page sees the
 * room go live and the HLS really plays in Chromium (currentTime advances); the push stops and
 * the viewer sees the room end; a wrong key is refused. Skipped only where ffmpeg is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { AGREED, DEMO_MOBILE, DEMO_PASSWORD, H5, type Envelope } from './helpers';

const HAS_FFMPEG = spawnSync('ffmpeg', ['-hide_banner', '-version']).status === 0;

/** A port free now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | null = null;
let serverExited: Promise<void> = Promise.resolve();
const pushes: ChildProcess[] = [];
let baseURL = '';
const dataDir = path.join('.tmp', `e2e-live-${process.pid}`);
let api: APIRequestContext;

test.skip(!HAS_FFMPEG, 'ffmpeg is not installed (apt-get install ffmpeg): no RTMP push possible');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [port, rtmpPort] = [await freePort(), await freePort()];
  baseURL = `http://127.0.0.1:${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  // the server itself (not a wrapper), so that teardown stops exactly this process
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      LIVE_MEDIA: 'embedded',
      LIVE_RTMP_PORT: String(rtmpPort),
      LIVE_RTMP_HOST: '127.0.0.1',
    },
  });
  const child = server;
  serverExited = new Promise((resolve) => child.once('exit', () => resolve()));
  api = await playwrightRequest.newContext({ baseURL });
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error('the live shop server exited');
        return (await api.get('/api/v3/kf').catch(() => null))?.ok() ?? false;
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  for (const p of pushes) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  await api?.dispose();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    const child = server;
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await serverExited;
    clearTimeout(timer);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(
  method: 'GET' | 'POST',
  apiPath: string,
  params: Record<string, string | number>,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await api.get(`/api/${apiPath}`, { params, headers })
      : await api.post(`/api/${apiPath}`, { form: params, headers });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${apiPath}: ${body.message}`).toBe(200);
  return body.data;
}

/** ffmpeg pushing a test pattern (killed in afterAll at the latest). */
function push(url: string): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine', '-t', '60'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
      ...['-pix_fmt', 'yuv420p'], // what browsers decode (testsrc is RGB)
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
  pushes.push(child);
  return { child, exited: new Promise((resolve) => child.once('exit', (c) => resolve(c))) };
}

test('a streamer pushes to the real ingest, viewers watch the HLS, the room ends with the push', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const session = await call<{ token: string; user_info: unknown }>('POST', 'login', {
    mobile: DEMO_MOBILE,
    password: DEMO_PASSWORD,
    ...AGREED,
  });
  const mine = await call<{ list: { id: number }[] }>(
    'GET',
    'live/my_rooms',
    { state: 'upcoming', status: 1, page: 1, limit: 10 },
    session.token,
  );
  const roomId = mine.list[0]?.id;
  expect(roomId, 'an approved upcoming room of the demo streamer').toBeTruthy();

  // the streamer's manage page shows the push URL of the real ingest
  await page.goto(`${baseURL}/h5/`);
  // the start route redirects to the home tab; wait for it so it cannot undo the next goto
  await page.waitForURL(/#\/pages\/index\/index/);
  await page.evaluate(
    ([token, info]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', info);
    },
    [session.token, JSON.stringify(session.user_info)] as const,
  );
  // the app reads the stored session when it starts
  await page.reload();
  await page.locator('[data-page]').first().waitFor();
  await page.goto(`${baseURL}${H5}pages/live/live?id=${roomId}`);
  await expect(page.locator('[data-page="pages/live/live"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('live-push-url')).not.toBeEmpty();
  const pushUrl = (await page.getByTestId('live-push-url').textContent()) ?? '';
  const key = (await page.getByTestId('live-stream-key').textContent()) ?? '';
  expect(pushUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live\//);
  expect(pushUrl.endsWith(`/${key}`)).toBe(true);
  await expect(page.getByTestId('live-ingest-off')).toHaveCount(0);

  // a viewer (a guest) waits on the watch page
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`${baseURL}${H5}pages/live/watch?id=${roomId}`);
  await expect(viewer.locator('[data-page="pages/live/watch"]')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByTestId('live-player')).toHaveCount(0);

  // a wrong key is refused: the encoder is disconnected
  const wrong = push(pushUrl.replace(/[^/]+$/, 'wrong-key-of-no-room-000'));
  expect(await wrong.exited).not.toBe(0);

  const p = push(pushUrl);
  // live over the socket, and the stream plays through hls.js
  await expect(viewer.getByTestId('live-player')).toBeVisible({ timeout: 30_000 });
  const player = () =>
    viewer.evaluate(() => {
      const v = document.querySelector('video');
      const p = document.querySelector('[data-testid="live-player"]');
      const attr = (n: string) => p?.getAttribute(`data-${n}`);
      return {
        currentTime: v?.currentTime ?? 0,
        readyState: v?.readyState,
        mediaError: v?.error?.message ?? null,
        status: attr('status'),
        playback: attr('playback'),
        manifest: attr('manifest'),
        fragment: attr('fragment'),
      };
    });
  try {
    await expect
      .poll(async () => (await player()).currentTime, { timeout: 30_000 })
      .toBeGreaterThan(1);
  } catch (err) {
    // say how far the player got (hls.js loaded? segments? a media error?)
    throw new Error(`${String(err)}\nplayer: ${JSON.stringify(await player())}`);
  }
  // hls.js (MSE) rather than Chromium's own HLS, which stalls on a live playlist
  await expect(viewer.getByTestId('live-player')).toHaveAttribute('data-playback', 'hlsjs');

  // the push stops: the room ends, and the viewer gets the replay player without a reload
  p.child.kill('SIGINT');
  await expect
    .poll(
      async () =>
        (await call<{ state: string }>('GET', 'live/room', { id: roomId as number })).state,
      { timeout: 20_000 },
    )
    .toBe('ended');
  await expect
    .poll(() => viewer.evaluate(() => document.querySelector('video')?.controls ?? false), {
      timeout: 20_000,
    })
    .toBe(true);
  await viewerContext.close();
});
