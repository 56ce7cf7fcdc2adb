/**
 * Real server processes for the tests that need them (crash safety, scale-out): starts
 * `src/server/main.ts` as its own Node process on a free loopback port against a given
 * database, and waits until it answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TEST_DATA_KEY } from './harness';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** resolves with the exit code (null when killed by a signal) */
  exited: Promise<number | null>;
}

/** Starts a server process with `env` (DATA_DIR or DATABASE_URL, REDIS_URL, AUTH_RATE_LIMIT …). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      // defaults a test may override (e.g. a rate limit across processes)
      AUTH_RATE_LIMIT: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      DATA_KEY: TEST_DATA_KEY,
      WEB_DIR: path.join(os.tmpdir(), 'no-web-build'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const res = await fetch(`${base}/api/v3/kf`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, exited };
}

/** Stops a server process politely and waits for it. */
export async function stopServerProcess(p: ServerProcess | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  await p.exited;
}

/** Whether `redis-server` is installed (the Redis tests skip without it; CI installs it). */
export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis did not start');
}

export interface RedisProcess {
  url: string;
  stop: () => void;
}

/** A redis-server of this test on a free loopback port, without persistence. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitForPort(port);
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}
