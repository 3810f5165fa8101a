import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../src/theme/fonts';
import '../src/theme/boot';
import { startWorker, worker } from '../mocks/browser';
import { connectClientToStores } from '../src/app/wireClient';
import { resetAllStores } from '../src/state/reset';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, consentState } from '../src/tracking/consent';
import { installClock, setClock, FIXED_NOW } from './clock';
import {
  withFreshSwr,
  withMemoryRouter,
  withMotion,
  withMountTrace,
  withTheme,
} from './decorators';
import { allModes } from './modes';
import { applyMotion, initialMotion } from './motion';
import { defaultViewport, viewports } from './viewports';
import { loadIllustrations } from '../src/ui/EmptyState/EmptyState';

installClock();
connectClientToStores();
// A play waits for what a player waits for: data from the mock world's calls (150-400 ms each,
// some in a chain) can take seconds on a busy 2-core machine, and testing-library's default of
// 1 s for findBy*/waitFor failed CI that way (GameSections Populated read its 24 headings while
// the providers' call was still out). A passing play is not slowed by this; a failing one fails
// after 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });
// Frozen motion for machines (test runner, Chromatic) and for viewers who prefer reduced motion,
// from the first script on, so no transition or animation leaves a frame half-drawn in a
// screenshot; a person gets motion, and the toolbar's "Movimento" (withMotion) switches it.
const startingMotion = initialMotion();
applyMotion(startingMotion);
document.documentElement.lang = 'pt-BR';

const preview: Preview = {
  // Every story shows the app to a player who has already answered the LGPD consent question
  // (refused: no pixels), as e2e pages do, so the consent banner covers no screen and no story's
  // choice carries over to the next one in the same browser. The consent stories start from a
  // first visit in their own beforeEach (it runs after this one).
  beforeEach: () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, advertising: false, decidedAt: FIXED_NOW }),
    );
    consentState.choice = 'refused';
    return () => localStorage.removeItem(CONSENT_STORAGE_KEY);
  },
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
  decorators: [withMountTrace, withMemoryRouter, withFreshSwr, withTheme, withMotion],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { expanded: true },
    options: {
      // Sidebar order for designers: the catalogue's pages, then screens first. Sorting only: story
      // ids (and so the pixel baselines keyed by them) come from the file paths.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colors', 'Typography', 'Spacing and radii', 'Motion', 'Layers and sizes'],
          'Patterns',
          'screens',
          'flows',
          'overlays',
          'features',
          'ui',
          'app',
          '*',
        ],
      },
    },
    // Chromatic (chromatic.config.json): every story in four modes, animations paused at their
    // end frame and the reduced-motion preference the local test runner's browser has too
    // (test-runner-jest.config.js), which also stops the banner autoplay. No `delay`: stories are
    // ready when their play function ends, and a delay would only hide a race.
    chromatic: {
      modes: allModes,
      pauseAnimationAtEnd: true,
      prefersReducedMotion: 'reduce',
    },
  },
  initialGlobals: {
    theme: 'dark',
    viewport: { value: defaultViewport, isRotated: false },
    motion: startingMotion,
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
    motion: {
      description: 'Movimento (animações, carrossel, letreiro); sempre desligado nos testes',
      toolbar: {
        title: 'Movimento',
        icon: 'play',
        items: [
          { value: 'on', title: 'Movimento: ligado', icon: 'play' },
          { value: 'off', title: 'Movimento: desligado', icon: 'stop' },
        ],
        dynamicTitle: true,
      },
    },
  },
};

export default preview;
