import { getJestConfig } from '@storybook/test-runner';

// Story tests run in Debian's Chromium (TOOLCHAIN.md): Playwright cannot download its own browser here.
const testRunnerConfig = getJestConfig();
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // The runner's environment, keeping a worker's page from one story file to the next
  // (.storybook/story-environment.js says why and when it starts a fresh one).
  testEnvironment: './.storybook/story-environment.js',
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumPath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          '--hide-scrollbars',
          '--disable-partial-raster',
        ],
      },
      contextOptions: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      },
    },
  },
};
