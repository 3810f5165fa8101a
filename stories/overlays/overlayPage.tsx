import type { Decorator } from '@storybook/react-vite';
import { AppFrame } from '../../src/ui/AppFrame/AppFrame';

/**
 * The app page a global overlay opens over: the frame with a plain header and some text, so a
 * screenshot shows the pop-up in place (and that the page behind it is covered or dimmed).
 */
export const withAppPage: Decorator = (Story) => (
  <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}>
    <p style={{ margin: 0, padding: 16 }}>Jogos em destaque, promoções e a sua carteira.</p>
    <Story />
  </AppFrame>
);
