import { useCallback, useRef, useState } from 'react';
import { sendMemberSms } from '../../../api/account';
import { sendSms } from '../../../api/auth';
import { t } from '../../../i18n/t';
import { formatBrMobile, isValidBrMobile } from '../../../lib/phone';
import type { FieldProps } from '../../../ui/Form/useForm';
import { TextField } from '../../../ui/TextField/TextField';
import { cleanSmsCode, phoneAccount, SMS_CODE_LENGTH } from '../rules';
import { markSmsSent, useSmsCooldown, type SmsPurposeCode } from '../smsCode';
import { SmsCodeButton } from '../SmsCodeButton/SmsCodeButton';
import '../../../i18n/messages/auth';

type SmsCodeFieldProps = FieldProps & {
  /** The phone field's value, masked; the code goes to this number. */
  phone: string;
  areaCode: string;
  purpose: SmsPurposeCode;
  /**
   * `phone` is the logged-in player's own (password change, phone check): the code goes through
   * GET /api/member/v1/sendMessage/{purpose} (spec 7), where the server knows the number.
   */
  ownPhone?: boolean;
  /** 'Enviar código' was tapped before the phone was valid: show and focus the phone's error. */
  onPhoneInvalid: () => void;
  /** A send is starting: clear earlier failures of the phone and code fields. */
  onSendStart?: () => void;
  /** The send failed (refused, timed out, offline): place the failure in the form. */
  onSendFailure: (error: unknown) => void;
};

/**
 * The SMS code input (one-time-code autofill, digits only) with the 'Enviar código' button:
 * sends through POST /papi/member/v1/sendMessage (spec 7), then counts the 60 s cooldown down
 * on the button, says where the code went, and moves focus into the input. The send's failure
 * is handed to the form (`onSendFailure`) instead of the catalogue's toast (spec 8: the call
 * supplies its own failure handler).
 */
export function SmsCodeField({
  phone,
  areaCode,
  purpose,
  ownPhone = false,
  onPhoneInvalid,
  onSendStart,
  onSendFailure,
  ...field
}: SmsCodeFieldProps) {
  const account = isValidBrMobile(phone) ? phoneAccount(phone) : '';
  const secondsLeft = useSmsCooldown(account);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const pending = useRef(false);
  const input = useRef<HTMLInputElement | null>(null);
  const { ref: fieldRef } = field;
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      fieldRef(element);
    },
    [fieldRef],
  );

  const send = async () => {
    if (pending.current || secondsLeft > 0) return;
    if (!account) {
      onPhoneInvalid();
      return;
    }
    pending.current = true;
    setSending(true);
    onSendStart?.();
    try {
      await (ownPhone
        ? sendMemberSms(purpose, { silent: true })
        : sendSms({ account, areaCode, smsCode: purpose }, { silent: true }));
      markSmsSent(account);
      setSentTo(account);
      input.current?.focus();
    } catch (error) {
      onSendFailure(error);
    } finally {
      pending.current = false;
      setSending(false);
    }
  };

  return (
    <TextField
      {...field}
      ref={setInput}
      label={t('auth.code.label')}
      onChange={field.onChange}
      clean={cleanSmsCode}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      hint={
        sentTo && sentTo === account
          ? // No-break spaces: the number never wraps in the middle.
            t('auth.code.sent', {
              phone: `+${areaCode} ${formatBrMobile(account)}`.replace(/ /g, '\u00a0'),
            })
          : undefined
      }
      suffix={
        <SmsCodeButton secondsLeft={secondsLeft} sending={sending} onClick={() => void send()} />
      }
    />
  );
}
