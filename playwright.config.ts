/**
 * Browser journeys in Debian's Chromium (never `npx playwright install`), phone viewport,
 * against the real server and the built apps, on a fresh SQLite database per run.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = path.join('.tmp', `e2e-${process.pid}`);
// scripts/test-e2e.mjs may run the journeys as shards side by side: each shard its own server
// (E2E_PORT), database (DATA_DIR, by process) and report (E2E_REPORT)
const REPORT = process.env.E2E_REPORT ?? '.tmp/e2e-results.json';
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? '.tmp/test-results';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: REPORT }]],
  outputDir: OUTPUT_DIR,
  use: {
    ...devices['iPhone 13'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/v3/kf`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
  },
});
