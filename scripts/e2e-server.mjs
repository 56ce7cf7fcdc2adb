// The server for browser journeys: a fresh data directory (migrated and seeded at start).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => {
  if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? 0);
});
