import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { isMaintenance, usePlatform } from '../../state/platform';
import { useOverlays, type OverlayName } from '../../state/overlays';
import { useRegisterGift } from './useShellData';

// Every pop-up's code loads on first open: none of it is in the home route's first load.
const overlays: Partial<Record<OverlayName, LazyExoticComponent<ComponentType>>> = {
  auth: lazy(() =>
    import('../../overlays/AuthPopup/AuthPopup').then(({ AuthPopup }) => ({
      default: function AuthHost() {
        // The same register-gift detail the header's badge reads (SWR shares the request).
        return <AuthPopup registerGift={useRegisterGift(true)} />;
      },
    })),
  ),
  notice: lazy(() =>
    import('../../overlays/NoticePopup/NoticePopup').then((m) => ({ default: m.NoticePopup })),
  ),
  share: lazy(() =>
    import('../../overlays/SharePopup/SharePopup').then((m) => ({
      default: () => <m.SharePopup />,
    })),
  ),
  game: lazy(() =>
    import('../../overlays/GamePopup/GamePopup').then((m) => ({ default: m.GamePopup })),
  ),
  afterDeposit: lazy(() =>
    import('../../overlays/AfterDepositPopup/AfterDepositPopup').then((m) => ({
      default: m.AfterDepositPopup,
    })),
  ),
  language: lazy(() =>
    import('../../overlays/LanguagePicker/LanguagePicker').then((m) => ({
      default: m.LanguagePicker,
    })),
  ),
  currency: lazy(() =>
    import('../../overlays/CurrencyPicker/CurrencyPicker').then((m) => ({
      default: m.CurrencyPicker,
    })),
  ),
  // Spec 2 "Activity icon taps by type": 21, 39 and 4 (home icon row and side menu).
  signIn: lazy(() =>
    import('../../overlays/SignInPopup/SignInPopup').then((m) => ({ default: m.SignInPopup })),
  ),
  newRedPacket: lazy(() =>
    import('../../overlays/NewRedPacketPopup/NewRedPacketPopup').then((m) => ({
      default: m.NewRedPacketPopup,
    })),
  ),
  redPacket: lazy(() =>
    import('../../overlays/RedPacketPopup/RedPacketPopup').then((m) => ({
      default: m.RedPacketPopup,
    })),
  ),
};

// Toasts and dialogs: loaded right after the first paint, long before a first message can come.
const GlobalMessages = lazy(() =>
  import('../../overlays/GlobalMessages/GlobalMessages').then((m) => ({
    default: m.GlobalMessages,
  })),
);

const MaintenancePage = lazy(() =>
  import('../../overlays/Maintenance/Maintenance').then((m) => ({ default: m.Maintenance })),
);

/**
 * The global overlays of spec 2: toasts and dialogs (always mounted, so their live regions exist
 * before the first message), the one open pop-up, and the maintenance page while the platform
 * config (or a live socket message) says so.
 */
export function GlobalOverlays() {
  const { overlay } = useOverlays();
  const { config } = usePlatform();
  const Open = overlay ? overlays[overlay.name] : undefined;
  return (
    <>
      <Suspense fallback={null}>
        <GlobalMessages />
      </Suspense>
      <Suspense fallback={null}>
        {Open && <Open />}
        {isMaintenance(config) && <MaintenancePage />}
      </Suspense>
    </>
  );
}
