import { Alert } from '../../ui/Alert/Alert';

/**
 * Why a conversion did not go through, in place of a toast (spec 8 lets a call handle its own
 * failure): mounted only while there is a message, so screen readers announce it as it appears.
 */
export function ExchangeAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}
