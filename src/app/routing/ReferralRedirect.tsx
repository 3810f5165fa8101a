import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { parseReferralPath } from '../../lib/referral';
import { setReferralCode } from '../../state/preferences';

/**
 * Spec 2: paths /u/{code} and /c/{code} are referral codes; the code is stored (the register
 * form pre-fills it) and the player lands on /. Spec 5: a /c/ code is kept only if all digits.
 */
export function ReferralRedirect() {
  const [location] = useLocation();
  const referral = parseReferralPath(location);
  useEffect(() => {
    if (referral?.code) setReferralCode(referral.code);
  }, [referral?.code]);
  return <Redirect to="/" replace />;
}
