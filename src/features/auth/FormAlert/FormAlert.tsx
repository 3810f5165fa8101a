import { Alert } from '../../../ui/Alert/Alert';

type FormAlertProps = {
  /** The failure to show; nothing renders while null. */
  message: string | null;
};

/**
 * A failure that belongs to no single field (a timeout, no connection, a refusal about the
 * whole request), shown inside the form instead of as a toast. Mounted only while there is a
 * message, so screen readers announce it as it appears.
 */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}
