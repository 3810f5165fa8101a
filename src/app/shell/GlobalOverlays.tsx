import type { ComponentType } from 'react';
import { isMaintenance, usePlatform } from '../../state/platform';
import { useOverlays, type OverlayName } from '../../state/overlays';
import { lazyPiece } from './lazyPiece';
import { useRegisterGiftOffer } from './useShellData';

// Every pop-up's code loads on first open: none of it is in the home route's first load. Each is
// a piece of its own (lazyPiece.tsx): a pop-up whose code fails goes missing alone. One row per
// name of state/overlays.ts `OverlayPropsMap`: a name without its row fails the type check.
const overlays = {
  auth: lazyPiece(
    () =>
      import('../../overlays/AuthPopup/AuthPopup').then(
        ({ AuthPopup }) =>
          function AuthHost() {
            // The same register-gift detail the header's badge reads (SWR shares the request).
            return <AuthPopup registerGift={useRegisterGiftOffer(true)} />;
          },
      ),
    'auth',
  ),
  notice: lazyPiece(
    () => import('../../overlays/NoticePopup/NoticePopup').then((m) => m.NoticePopup),
    'notice',
  ),
  share: lazyPiece(
    () => import('../../overlays/SharePopup/SharePopup').then((m) => () => <m.SharePopup />),
    'share',
  ),
  game: lazyPiece(
    () => import('../../overlays/GamePopup/GamePopup').then((m) => m.GamePopup),
    'game',
  ),
  afterDeposit: lazyPiece(
    () =>
      import('../../overlays/AfterDepositPopup/AfterDepositPopup').then((m) => m.AfterDepositPopup),
    'afterDeposit',
  ),
  language: lazyPiece(
    () => import('../../overlays/LanguagePicker/LanguagePicker').then((m) => m.LanguagePicker),
    'language',
  ),
  currency: lazyPiece(
    () => import('../../overlays/CurrencyPicker/CurrencyPicker').then((m) => m.CurrencyPicker),
    'currency',
  ),
  // Spec 2 "Activity icon taps by type": 21, 39 and 4 (home icon row and side menu).
  signIn: lazyPiece(
    () => import('../../overlays/SignInPopup/SignInPopup').then((m) => m.SignInPopup),
    'signIn',
  ),
  newRedPacket: lazyPiece(
    () =>
      import('../../overlays/NewRedPacketPopup/NewRedPacketPopup').then((m) => m.NewRedPacketPopup),
    'newRedPacket',
  ),
  redPacket: lazyPiece(
    () => import('../../overlays/RedPacketPopup/RedPacketPopup').then((m) => m.RedPacketPopup),
    'redPacket',
  ),
} satisfies Record<OverlayName, ComponentType>;

// Toasts and dialogs: loaded right after the first paint, long before a first message can come.
const GlobalMessages = lazyPiece(
  () => import('../../overlays/GlobalMessages/GlobalMessages').then((m) => m.GlobalMessages),
  'messages',
);

const MaintenancePage = lazyPiece(
  () => import('../../overlays/Maintenance/Maintenance').then((m) => m.Maintenance),
  'maintenance',
);

/**
 * The global overlays of spec 2: toasts and dialogs (always mounted, so their live regions exist
 * before the first message), the one open pop-up, and the maintenance page while the platform
 * config (or a live socket message) says so.
 */
export function GlobalOverlays() {
  const { overlay } = useOverlays();
  const { config } = usePlatform();
  const Open = overlay ? overlays[overlay.name] : null;
  return (
    <>
      <GlobalMessages />
      {Open && <Open />}
      {isMaintenance(config) && <MaintenancePage />}
    </>
  );
}
