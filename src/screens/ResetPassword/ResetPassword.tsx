import { useState } from 'react';
import { resetPassword } from '../../api/auth';
import { AuthForm } from '../../features/auth/AuthForm/AuthForm';
import { useAuthForm } from '../../features/auth/AuthForm/useAuthForm';
import {
  ConfirmPasswordField,
  NewPasswordField,
} from '../../features/auth/NewPasswordField/NewPasswordField';
import { PhoneField } from '../../features/auth/PhoneField/PhoneField';
import {
  confirmPasswordRules,
  newPasswordRules,
  phoneAccount,
  phoneRules,
  smsCodeRules,
} from '../../features/auth/rules';
import { SmsPurpose } from '../../features/auth/smsCode';
import { SmsCodeField } from '../../features/auth/SmsCodeField/SmsCodeField';
import { useSmsCodeSendHandlers } from '../../features/auth/useAuthFailure';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { openOverlay } from '../../state/overlays';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button/Button';
import { ResultPanel } from '../../ui/ResultPanel/ResultPanel';
import * as styles from '../authPage.css';
import '../../i18n/messages/auth';

const FIELDS = ['phone', 'code', 'password', 'confirmPassword'] as const;

/** Spec 8: the form shows the refusal itself, so the catalogue's toast is not wanted. */
const keepInForm = () => undefined;

/**
 * /resetPassword (spec 2): a player who forgot the password proves the phone with an SMS code
 * and sets a new one, sent encrypted through PUT /papi/member/v2/resetPassword (spec 7). Once
 * done, a button opens the login pop-up. A page, not a tab: back arrow and title on top.
 */
export function ResetPassword() {
  const [done, setDone] = useState(false);

  return (
    <div className={styles.page}>
      {/* Back goes to wherever the player came from (the pop-up's link), home on a fresh tab. */}
      <PageHeader title={t('auth.reset.title')} />
      <div className={styles.body}>
        {done ? <ResetDone /> : <ResetForm onDone={() => setDone(true)} />}
      </div>
    </div>
  );
}

function ResetForm({ onDone }: { onDone: () => void }) {
  const { areaCode } = useSession();
  const auth = useAuthForm({
    fields: FIELDS,
    initialValues: { phone: '', code: '', password: '', confirmPassword: '' },
    rules: {
      phone: phoneRules(),
      code: smsCodeRules(),
      password: newPasswordRules(),
      confirmPassword: confirmPasswordRules('password'),
    },
    onSubmit: async (values) => {
      await resetPassword(
        {
          areaCode,
          account: phoneAccount(values.phone),
          validCode: values.code,
          password: values.password,
          confirmPassword: values.confirmPassword,
        },
        { onFailure: keepInForm },
      );
      onDone();
    },
  });
  const phone = auth.form.field('phone');
  const smsSend = useSmsCodeSendHandlers(auth.failure, phone, auth.formRef);

  return (
    <AuthForm auth={auth} className={styles.form} submitLabel={t('auth.reset.submit')}>
      <p className={styles.intro}>{t('auth.reset.intro')}</p>
      <PhoneField areaCode={areaCode} {...auth.failure.bind(phone, 'phone')} />
      <SmsCodeField
        {...auth.bind('code')}
        phone={phone.value}
        areaCode={areaCode}
        purpose={SmsPurpose.resetPassword}
        {...smsSend}
      />
      <NewPasswordField {...auth.bind('password')} />
      <ConfirmPasswordField {...auth.bind('confirmPassword')} />
    </AuthForm>
  );
}

/** The new password is saved: say so and offer the login. */
function ResetDone() {
  return (
    <ResultPanel
      title={t('auth.reset.doneTitle')}
      text={t('auth.reset.doneText')}
      actions={
        <Button block onClick={() => openOverlay('auth', { mode: 'login' })}>
          {t('auth.reset.login')}
        </Button>
      }
    />
  );
}
