// Builds the two web apps (h5, kiosk) with the plain Vite config, one after the other.
import { build } from 'vite';

for (const mode of ['h5', 'kiosk']) {
  await build({ configFile: 'vite.web.config.ts', mode, logLevel: 'warn' });
  console.log(`built dist/${mode}`);
}
