import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/theme/fonts';
import '../src/theme/boot';
import { startWorker, worker } from '../mocks/browser';
import { connectClientToStores } from '../src/app/wireClient';
import { resetAllStores } from '../src/state/reset';
import { installClock, setClock, FIXED_NOW } from './clock';
import { withFreshSwr, withMemoryRouter, withTheme } from './decorators';
import { defaultViewport, viewports } from './viewports';
import { loadIllustrations } from '../src/ui/EmptyState/EmptyState';

installClock();
connectClientToStores();
// Frozen motion: no transition or animation can leave a frame half-drawn in a screenshot.
document.documentElement.dataset.motion = 'off';
document.documentElement.lang = 'pt-BR';

const preview: Preview = {
  loaders: [
    // Each story starts from clean stores and the fixed clock (or `parameters.clock`).
    async ({ parameters }) => {
      resetAllStores();
      setClock((parameters.clock as number | undefined) ?? FIXED_NOW);
      // The empty-state drawings load on demand in the app; here they are in place before the
      // story renders, so no screenshot can catch the blank box they replace.
      await loadIllustrations();
      return {};
    },
    mswLoader(async () => {
      await startWorker();
      return worker;
    }),
  ],
  decorators: [withMemoryRouter, withFreshSwr, withTheme],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { expanded: true },
  },
  initialGlobals: {
    theme: 'dark',
    viewport: { value: defaultViewport, isRotated: false },
  },
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: [
          { value: 'dark', title: 'Escuro (cassino)' },
          { value: 'light', title: 'Claro' },
        ],
        dynamicTitle: true,
      },
    },
  },
};

export default preview;
