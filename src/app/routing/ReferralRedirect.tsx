import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { parseReferralPath } from '../../lib/referral';
import { setChannelCode, setReferralCode } from '../../state/preferences';

/**
 * Spec 2: paths /u/{code} and /c/{code} are referral codes and the player lands on /. Spec 3
 * keeps them apart: a /u/ code is a player's invite (pre-filled in the register form and sent as
 * `invite-code`), a /c/ code is the marketing channel (sent as `channel-id`); spec 5: a /c/ code
 * is kept only if all digits.
 */
export function ReferralRedirect() {
  const [location] = useLocation();
  const referral = parseReferralPath(location);
  useEffect(() => {
    if (!referral?.code) return;
    if (referral.kind === 'u') setReferralCode(referral.code);
    else setChannelCode(referral.code);
  }, [referral?.kind, referral?.code]);
  return <Redirect to="/" replace />;
}
