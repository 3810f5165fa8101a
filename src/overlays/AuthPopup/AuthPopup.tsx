import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { REGISTER_GIFT_FALLBACK, type RegisterGift } from '../../features/auth/registerGift';
import { t } from '../../i18n/t';
import { closeOverlay, overlaysState, type OverlayPropsMap } from '../../state/overlays';
import { Sheet } from '../../ui/Sheet/Sheet';
import { Tabs, type TabItem } from '../../ui/Tabs/Tabs';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import '../../i18n/messages/auth';

type AuthMode = OverlayPropsMap['auth']['mode'];

type AuthPopupProps = {
  /**
   * The register-gift activity's figures for the Cadastrar tab's banner; null when the
   * activity is off (no banner), `'pending'` while it is read (the banner's place is held).
   * Left out, the spec 9 display defaults (R$ 10, 3 gifts) show.
   */
  registerGift?: RegisterGift | 'pending' | null;
};

/**
 * The global login/register pop-up (spec 2 "Global overlays"): a bottom sheet that is open
 * while the overlays store holds `auth`, on the tab it was opened with (`openOverlay('auth',
 * { mode })`: the route guard, error codes 6105/6106 and the header buttons, spec 2, 6, 8).
 * Mount it once in the app shell.
 */
export function AuthPopup({ registerGift = REGISTER_GIFT_FALLBACK }: AuthPopupProps) {
  const { overlay } = useSnapshot(overlaysState);
  const mode = overlay?.name === 'auth' ? overlay.props.mode : null;
  return (
    <Sheet open={mode !== null} onClose={closeOverlay} title={t('auth.title')}>
      {/* Keyed by mode: opening it again on the other tab starts from that tab. */}
      {mode && <AuthTabs key={mode} initialMode={mode} registerGift={registerGift} />}
    </Sheet>
  );
}

function AuthTabs({
  initialMode,
  registerGift,
}: {
  initialMode: AuthMode;
  registerGift: RegisterGift | 'pending' | null;
}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const items: TabItem<AuthMode>[] = [
    { value: 'login', label: t('auth.tab.login') },
    { value: 'register', label: t('auth.tab.register') },
  ];
  return (
    <Tabs items={items} value={mode} onChange={setMode} label={t('auth.tabs.label')} stretch>
      {mode === 'login' ? <LoginForm /> : <RegisterForm gift={registerGift} />}
    </Tabs>
  );
}
