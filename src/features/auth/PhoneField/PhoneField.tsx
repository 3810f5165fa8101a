import { formatBrMobile } from '../../../lib/phone';
import { t } from '../../../i18n/t';
import type { FieldProps } from '../../../ui/Form/useForm';
import { TextField } from '../../../ui/TextField/TextField';
import '../../../i18n/messages/auth';

type PhoneFieldProps = FieldProps & {
  /** The country calling code shown before the number (spec 3 and 9: 55). */
  areaCode: string;
  label?: string;
};

/**
 * A Brazilian mobile number after a fixed '+55': masked as typed ('(11) 98765-4321', lib/phone)
 * with the telephone keypad. `tel-national` rather than `tel`: the country code is already
 * shown, so the browser should fill only the national part (a pasted '+55 …' is still read
 * right by the mask).
 */
export function PhoneField({ areaCode, label = t('auth.phone.label'), ...field }: PhoneFieldProps) {
  return (
    <TextField
      {...field}
      label={label}
      onChange={(value) => field.onChange(formatBrMobile(value))}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      prefix={`+${areaCode}`}
      placeholder={t('auth.phone.placeholder')}
    />
  );
}
