import { register } from '../../api/auth';
import { AuthForm } from '../../features/auth/AuthForm/AuthForm';
import { useAuthForm } from '../../features/auth/AuthForm/useAuthForm';
import { NewPasswordField } from '../../features/auth/NewPasswordField/NewPasswordField';
import { PhoneField } from '../../features/auth/PhoneField/PhoneField';
import { RegisterGiftBanner } from '../../features/auth/RegisterGiftBanner/RegisterGiftBanner';
import type { RegisterGift } from '../../features/auth/registerGift';
import {
  cleanInviteCode,
  cpfRules,
  INVITE_CODE_MAX_LENGTH,
  inviteCodeRules,
  newPasswordRules,
  phoneAccount,
  phoneRules,
  smsCodeRules,
  termsRules,
} from '../../features/auth/rules';
import { SmsPurpose } from '../../features/auth/smsCode';
import { SmsCodeField } from '../../features/auth/SmsCodeField/SmsCodeField';
import { useSmsCodeSendHandlers } from '../../features/auth/useAuthFailure';
import { t } from '../../i18n/t';
import { formatCpf } from '../../lib/cpf';
import { trackRegister } from '../../tracking/events';
import { preferencesState } from '../../state/preferences';
import { setCpf, useSession } from '../../state/session';
import { TextField } from '../../ui/TextField/TextField';
import { completeAuth } from './completeAuth';
import { TermsCheckbox } from './TermsCheckbox';
import * as styles from './AuthPopup.css';
import '../../i18n/messages/auth';

const FIELDS = ['phone', 'code', 'password', 'cpf', 'inviteCode'] as const;

/** Spec 8: the form shows the refusal itself, so the catalogue's toast is not wanted. */
const keepInForm = () => undefined;

type RegisterFormProps = {
  /**
   * The register-gift banner's figures; null hides it (the activity is off); `'pending'` holds
   * its place while the activity is read.
   */
  gift: RegisterGift | 'pending' | null;
};

/**
 * Cadastrar: phone, SMS code (with its send button), password, CPF, invite code (pre-filled
 * from the /u/{code} referral, spec 2) and the 18+ confirmation; sent encrypted through POST
 * /papi/member/v2/register (spec 7).
 */
export function RegisterForm({ gift }: RegisterFormProps) {
  const { areaCode } = useSession();
  const auth = useAuthForm({
    fields: FIELDS,
    initialValues: {
      phone: '',
      code: '',
      password: '',
      cpf: '',
      inviteCode: cleanInviteCode(preferencesState.referralCode),
      terms: '',
    },
    rules: {
      phone: phoneRules(),
      code: smsCodeRules(),
      password: newPasswordRules(),
      cpf: cpfRules(),
      inviteCode: inviteCodeRules(),
      terms: termsRules(),
    },
    onSubmit: async (values) => {
      const cpf = values.cpf.replace(/\D/g, '');
      const user = await register(
        {
          areaCode,
          account: phoneAccount(values.phone),
          validCode: values.code,
          password: values.password,
          inviteCode: values.inviteCode,
          cpf,
        },
        { onFailure: keepInForm },
      );
      // Spec 4: the CPF is held in memory for the forms that need it again (never stored).
      setCpf(cpf);
      completeAuth(user, t('auth.register.success'));
      // Ad pixels: sent only if and once the player accepts them.
      trackRegister(user.userNo);
    },
  });
  const { form, failure } = auth;

  const phone = form.field('phone');
  const smsSend = useSmsCodeSendHandlers(failure, phone, auth.formRef);

  return (
    <AuthForm auth={auth} className={styles.form} submitLabel={t('auth.register.submit')}>
      {gift && <RegisterGiftBanner gift={gift} />}
      <PhoneField areaCode={areaCode} {...failure.bind(phone, 'phone')} />
      <SmsCodeField
        {...auth.bind('code')}
        phone={phone.value}
        areaCode={areaCode}
        purpose={SmsPurpose.register}
        {...smsSend}
      />
      <NewPasswordField label={t('auth.password.label')} {...auth.bind('password')} />
      <TextField
        label={t('auth.cpf.label')}
        inputMode="numeric"
        placeholder={t('auth.cpf.placeholder')}
        {...auth.bind('cpf')}
        onChange={(value) => {
          failure.clearField('cpf');
          form.setValue('cpf', formatCpf(value));
        }}
      />
      <TextField
        label={t('auth.invite.label')}
        autoComplete="off"
        maxLength={INVITE_CODE_MAX_LENGTH}
        {...auth.bind('inviteCode')}
        onChange={(value) => {
          failure.clearField('inviteCode');
          form.setValue('inviteCode', cleanInviteCode(value));
        }}
      />
      <TermsCheckbox {...form.field('terms')} />
    </AuthForm>
  );
}
