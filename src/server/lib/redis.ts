/**
 * The app's one Redis client (REDIS_URL): shared rate-limit windows and live-room viewer counts
 * (lib/rate-limit.ts, modules/live/live.sockets.ts). The socket.io adapter keeps its own
 * publish/subscribe pair (plugins/realtime.ts): a subscribed connection can run no other
 * command, and closing the adapter must not close this client under the routes.
 */
import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** How long the first connection may take before the start fails. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Connects, or throws a clear error when Redis cannot be reached at start (the server must not
 * come up with limits that silently stop being shared). Once connected, a lost connection is
 * retried with a back-off; commands fail meanwhile (routes answer 500) rather than hang.
 */
export async function connectRedis(url: string): Promise<RedisClient> {
  let connected = false;
  // loaded only when REDIS_URL is set (issue 21, idle memory of a single-process server)
  const { createClient } = await import('redis');
  const client: RedisClient = createClient({
    url,
    // fail commands at once while disconnected instead of queueing them for ever
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number, cause: Error) =>
        connected ? Math.min(100 * 2 ** retries, 5000) : cause,
    },
  });
  // node-redis emits 'error' on every failed reconnect; without a listener that crashes the process
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    // a refused first connection already closed the client (reconnectStrategy gave up)
    if (client.isOpen) client.destroy();
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`REDIS_URL is set but Redis at ${safeUrl(url)} is unreachable: ${why}`, {
      cause: err,
    });
  }
  connected = true;
  return client;
}

/** The URL without its password, for messages. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'REDIS_URL';
  }
}
