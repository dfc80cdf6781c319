import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@shutterday/tooling/chromium';

// The journeys run against the production build served the way `npm start` serves it; `npm test`
// starts that server on a free loopback port and passes its URL in BASE_URL.
const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  testDir: './tests',
  // A journey is many steps, each waiting for what it needs (expect's 10 s). The test timeout is only the
  // net under a journey that hangs: sized for the slow hours of a shared 2-core host, not a fast one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  outputDir: '../.data/test-results/e2e-artifacts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The person's "reduce motion" setting, which the platform honours (antd's zooms and slides off): a click
    // never lands on a dialog still zooming in.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    // @alone journeys change what every other journey sees (the platform's watermark on every proof): they run
    // once the others are done. A journey that changes a password or ends sessions uses an account of its own
    // (support/auth.ts ownSystemAdmin), never the demo logins the others share.
    // @releases journeys change which customer build every parent loads: they too run by themselves.
    // @phone journeys are a parent on a phone and run at the phone's size only; those tagged @desktop too
    // (the landing, the home page, the parent never stuck) also run at a desk's size.
    { name: 'desktop', grepInvert: /@alone|@releases|@phone(?!.*@desktop)/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'releases', grep: /@releases/, dependencies: ['desktop', 'phone'], use: { viewport: { width: 1280, height: 800 } } },
    { name: 'alone', grep: /@alone/, dependencies: ['desktop', 'phone', 'releases'], use: { viewport: { width: 1280, height: 800 } } },
  ],
});
