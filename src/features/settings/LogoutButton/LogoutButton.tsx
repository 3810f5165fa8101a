import { useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../../i18n/t';
import { showToast } from '../../../state/overlays';
import { registerStore } from '../../../state/reset';
import { logout, whenSessionCleared } from '../../../state/session';
import { Button } from '../../../ui/Button/Button';
import { Dialog } from '../../../ui/Dialog/Dialog';
import '../../../i18n/messages/settings';

/**
 * Where a confirmed logout takes the player, set only while that logout runs. It is followed
 * inside the session store's clear itself, in the same task as the token goes: had the session
 * ended while /setting (login-only) was still the location, the route guard would take it for a
 * lost session and open the register pop-up over a player who left on purpose.
 */
let leaveTo: (() => void) | null = null;
whenSessionCleared(() => {
  const go = leaveTo;
  leaveTo = null;
  go?.();
});
registerStore(() => {
  leaveTo = null;
});

/**
 * "Sair da conta" and its confirmation (a danger dialog: focus starts on Cancelar). Confirmed,
 * the logout of the session store tells the server and clears the user info, the wallets and
 * the CPF (spec 4; the live socket closes with the session), the dialog's button showing it is
 * busy meanwhile; the player lands on the home in the visitor view and a toast says so.
 */
export function LogoutButton() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();

  const confirm = async () => {
    leaveTo = () => navigate('/', { replace: true });
    try {
      await logout();
    } finally {
      leaveTo = null;
    }
    showToast({ message: t('settings.logout.done'), tone: 'success' });
  };

  return (
    <>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        {t('settings.logout.button')}
      </Button>
      <Dialog
        open={open}
        tone="danger"
        title={t('settings.logout.title')}
        message={t('settings.logout.message')}
        confirmLabel={t('settings.logout.confirm')}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
