import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/*
 * The catalogue's sidebar. Story titles (and so story ids, which key the pixel baselines) come
 * from the lower-case folders under stories/; only their display is capitalised here. The order
 * is preview.tsx's `storySort`.
 */
const ROOT_LABELS: Record<string, string> = {
  screens: 'Screens',
  flows: 'Flows',
  overlays: 'Overlays',
  features: 'Features',
  ui: 'UI',
  app: 'App shell',
  live: 'Live',
};

addons.setConfig({
  theme: create({ base: 'dark', brandTitle: 'vitrine · catálogo' }),
  sidebar: {
    renderLabel: (item) =>
      item.type === 'root' ? (ROOT_LABELS[item.name] ?? item.name) : item.name,
  },
});
