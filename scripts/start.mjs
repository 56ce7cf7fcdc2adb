// `npm start`: the production build and runtime, in demo mode unless DEMO_MODE says otherwise.
// Builds both web apps with their compressed copies (scripts/build-web.mjs, as `npm run build`)
// and the compiled server (scripts/build-server.mjs), then runs `node dist/server/main.js` with
// NODE_ENV=production: it migrates the database, seeds the demo data into an empty one and
// prints the URLs and demo logins. A production deployment sets DEMO_MODE=false and names its
// providers (README "Configuration"); a missing setting stops it with one readable message.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_ARGS } from './server-runtime.mjs';

for (const script of ['scripts/build-web.mjs', 'scripts/build-server.mjs']) {
  const r = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const main = path.join(process.env.WEB_DIR ?? 'dist', 'server', 'main.js');
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, main], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', DEMO_MODE: process.env.DEMO_MODE ?? 'true' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
