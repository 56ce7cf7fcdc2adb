import type { Server as IoServer } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../shared/realtime';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db';
import type { PublicCache } from './lib/public-cache';
import type { RedisClient } from './lib/redis';
import type { SecretBox } from './lib/secret-box';
import type { GeocoderProvider } from './providers/geocoder';
import type { LogisticsProvider } from './providers/logistics';
import type { SmsProvider } from './providers/sms';
import type { StorageProvider } from './providers/storage';

/** What every module receives: configuration, database, clock and providers. */
export interface AppContext {
  config: Config;
  database: Database;
  clock: Clock;
  sms: SmsProvider;
  /** issue 19, brief B: places addresses, finds places by name (providers/geocoder.ts) */
  geocoder: GeocoderProvider;
  /** issue 22: the tracking provider's pushes (providers/logistics.ts); null = sandbox traces */
  logistics: LogisticsProvider | null;
  /** uploaded files (local disk under DATA_DIR/uploads by default) */
  storage: StorageProvider;
  /** encryption at rest of ID and bank card numbers (lib/secret-box.ts) */
  secrets: SecretBox;
  /** set once socket.io is attached; emit through `realtime.ts` helpers */
  io: IoServer<ClientToServerEvents, ServerToClientEvents> | null;
  /**
   * with REDIS_URL: the app's Redis client (lib/redis.ts), connected at start and closed with the
   * app; shared rate limits and live viewer counts. null without REDIS_URL (all in memory).
   */
  redis: RedisClient | null;
  /** issue 21: the cache of public hot reads (lib/public-cache.ts) */
  cache: PublicCache;
}
