import type { Decorator } from '@storybook/react-vite';
import { snapshot } from 'valtio';
import type { UserInfo } from '../../src/api/contract';
import { overlaysState, type OpenOverlay } from '../../src/state/overlays';
import { clearSession, setSession } from '../../src/state/session';
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

/**
 * Changes the player a story's meta set up (null: a visitor) and keeps the pop-up the meta
 * opened. In the app a session change closes whatever pop-up is open (state/overlays.ts), so a
 * story that varies the player opens the same pop-up again for the new one.
 */
export function switchPlayer(user: UserInfo | null): void {
  const open = snapshot(overlaysState).overlay;
  if (user) setSession(user);
  else clearSession();
  if (open) overlaysState.overlay = { ...open, props: { ...open.props } } as OpenOverlay;
}
