import { defineConfig, devices } from '@playwright/test';

export const euOrigin = 'http://127.0.0.1:3100';
export const atOrigin = 'http://127.0.0.1:3101';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: euOrigin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    { command: 'npx --no-install tsx scripts/e2e-server.ts eu 3100', url: `${euOrigin}/`, timeout: 300_000, reuseExistingServer: false },
    { command: 'npx --no-install tsx scripts/e2e-server.ts at 3101', url: `${atOrigin}/`, timeout: 300_000, reuseExistingServer: false },
  ],
});
