import type { Server as IoServer } from 'socket.io';
import type { ServerToClientEvents } from '../shared/realtime';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db';
import type { SmsProvider } from './providers/sms';

/** What every module receives: configuration, database, clock and providers. */
export interface AppContext {
  config: Config;
  database: Database;
  clock: Clock;
  sms: SmsProvider;
  /** set once socket.io is attached; emit through `realtime.ts` helpers */
  io: IoServer<Record<string, never>, ServerToClientEvents> | null;
}
