// `npm start`: builds both web apps, then runs the server (which migrates the database, seeds
// it with demo data on first run and prints the URLs and demo logins).
import { spawn } from 'node:child_process';
import { build } from 'vite';

for (const mode of ['h5', 'kiosk']) {
  await build({ configFile: 'vite.web.config.ts', mode, logLevel: 'warn' });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
