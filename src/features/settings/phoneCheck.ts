import { proxy, useSnapshot } from 'valtio';
import { sessionScoped } from '../../state/session';

/**
 * The phones confirmed through /codeauth during this session (PUT phoneVerification answered
 * 200). CHOICE: spec 3's user info carries no "phone verified" flag and no call reports it, so
 * the settings row can only tell what this app saw the server accept; after a reload or a new
 * login it offers the check again (the server decides whether it is needed). Memory only.
 */
const phoneCheckState = proxy<{ verified: string[] }>({ verified: [] });

const forget = () => {
  phoneCheckState.verified = [];
};
// Spec 4: a session end clears the player's data; the next player's phone is not this one.
sessionScoped(forget);

/** The server accepted the code for this account phone (digits). */
export function markPhoneVerified(phone: string): void {
  if (!phoneCheckState.verified.includes(phone)) phoneCheckState.verified.push(phone);
}

/** Whether this account phone was confirmed during this session. */
export function usePhoneVerified(phone: string | null): boolean {
  const { verified } = useSnapshot(phoneCheckState);
  return phone !== null && verified.includes(phone);
}
