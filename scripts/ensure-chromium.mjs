// Browser tests use Debian's Chromium (never `npx playwright install`). Installs it when missing
// and running as root; otherwise says exactly what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium fonts-noto-cjk\n(or set CHROMIUM_PATH).`,
    );
    return false;
  }
  console.log('Installing Debian Chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
    { stdio: 'inherit', env },
  );
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = spawnSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
      { stdio: 'inherit', env },
    );
  }
  return r.status === 0 && existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
