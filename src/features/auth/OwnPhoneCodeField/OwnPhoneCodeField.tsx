import { formatBrMobile } from '../../../lib/phone';
import type { FieldProps } from '../../../ui/Form/useForm';
import type { SmsPurposeCode } from '../smsCode';
import { SmsCodeField } from '../SmsCodeField/SmsCodeField';

type OwnPhoneCodeFieldProps = FieldProps & {
  /** The logged-in account's number: national digits and its country calling code. */
  account: { phone: string; areaCode: string };
  purpose: SmsPurposeCode;
  /** A send is starting: clear the code field's earlier refusal. */
  onSendStart: () => void;
  /** The send failed: place the failure in the form. */
  onSendFailure: (error: unknown) => void;
};

/**
 * The SMS code field of a logged-in form (password change, phone check): the code goes to the
 * account's own phone, which the server already knows (GET sendMessage/{type}, spec 7), so
 * there is no phone field to check first.
 */
export function OwnPhoneCodeField({ account, ...field }: OwnPhoneCodeFieldProps) {
  return (
    <SmsCodeField
      {...field}
      phone={formatBrMobile(account.phone)}
      areaCode={account.areaCode}
      ownPhone
      // The number is the account's own and always valid here.
      onPhoneInvalid={() => undefined}
    />
  );
}
