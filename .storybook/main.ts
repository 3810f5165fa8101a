import type { StorybookConfig } from '@storybook/react-vite';

// Storybook's react-vite builder loads vite.config.ts, which already brings React and
// vanilla-extract; demo-only plugins there are gated on `--mode demo` and stay out of here.
const config: StorybookConfig = {
  stories: [{ directory: '../stories', files: '**/*.stories.tsx' }],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // MSW's worker for the mock world; never in public/ (it would ship to players).
  staticDirs: ['../msw-public'],
  typescript: { reactDocgen: false },
  // The app's first-load chunk grouping (vite.config.ts) is for players' builds only.
  viteFinal: (viteConfig) => {
    const output = viteConfig.build?.rolldownOptions?.output;
    if (output && !Array.isArray(output)) delete output.codeSplitting;
    return viteConfig;
  },
};

export default config;
