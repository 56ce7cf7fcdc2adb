/** Sets a moderation setting as the console would (issue 23): app_config through the app's db. */
import { writeConfig } from '../../src/server/modules/config/config-write';
import type { TestServer } from './harness';

export async function setAppConfig(t: TestServer, key: string, value: unknown): Promise<void> {
  await writeConfig(t.app.database.db, key, value);
}
