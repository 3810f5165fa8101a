import type { StorybookConfig } from '@storybook/react-vite';

// Storybook's react-vite builder loads vite.config.ts, which already brings React and
// vanilla-extract; demo-only plugins there are gated on `--mode demo` and stay out of here.
const config: StorybookConfig = {
  stories: [
    { directory: '../stories', files: '**/*.stories.tsx' },
    // The catalogue's docs-only pages (Introduction, Foundations): no story, so the test runner,
    // which only visits stories, never sees them.
    { directory: '../stories/catalogue', files: '**/*.mdx' },
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // MSW's worker for the mock world; never in public/ (it would ship to players). The mock world's
  // demo game page, at the address "enter game" launches, so a story can show the real game in
  // its frame (its calls are answered by MSW like every other); and its demo live chat, at the
  // address the business config names as the customer service.
  staticDirs: [
    '../msw-public',
    { from: '../mocks/demoProvider/game', to: '/demo-provider/game' },
    { from: '../mocks/demoProvider/chat', to: '/demo-provider/chat' },
  ],
  typescript: { reactDocgen: false },
  // The app's first-load chunk grouping (vite.config.ts) is for players' builds only.
  viteFinal: (viteConfig) => {
    const output = viteConfig.build?.rolldownOptions?.output;
    if (output && !Array.isArray(output)) delete output.codeSplitting;
    // So is the PWA manifest and service worker (vite-plugin-pwa): MSW's worker owns scope / here,
    // and stories never register a worker. The prerender of players' pages neither: Storybook draws
    // every story itself.
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat(3)
      .filter(
        (plugin) =>
          !(
            plugin &&
            'name' in plugin &&
            (plugin.name.startsWith('vite-plugin-pwa') || plugin.name === 'vitrine:prerender')
          ),
      );
    return viteConfig;
  },
};

export default config;
