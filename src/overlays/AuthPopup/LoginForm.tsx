import { useRef } from 'react';
import { Link } from 'wouter';
import { login } from '../../api/auth';
import { PhoneField } from '../../features/auth/PhoneField/PhoneField';
import { FormAlert } from '../../features/auth/FormAlert/FormAlert';
import { currentPasswordRules, phoneAccount, phoneRules } from '../../features/auth/rules';
import { focusField, useAuthFailure } from '../../features/auth/useAuthFailure';
import { t } from '../../i18n/t';
import { trackLogin } from '../../tracking/events';
import { closeOverlay } from '../../state/overlays';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
import { TextField } from '../../ui/TextField/TextField';
import { completeAuth } from './completeAuth';
import * as styles from './AuthPopup.css';
import '../../i18n/messages/auth';

const FIELDS = ['phone', 'password'] as const;

/** Spec 8: the form shows the refusal itself, so the catalogue's toast is not wanted. */
const keepInForm = () => undefined;

/** Entrar: phone and password, sent encrypted through POST /papi/member/v2/login (spec 7). */
export function LoginForm() {
  const { areaCode } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = useAuthFailure(FIELDS);
  const form = useForm({
    initialValues: { phone: '', password: '' },
    rules: { phone: phoneRules(), password: currentPasswordRules() },
    onSubmit: async (values) => {
      failure.clearAll();
      try {
        const user = await login(
          { areaCode, account: phoneAccount(values.phone), password: values.password },
          { onFailure: keepInForm },
        );
        completeAuth(user, t('auth.login.success'));
        // Ad pixels: sent only if and once the player accepts them.
        trackLogin(user.userNo);
      } catch (error) {
        const field = failure.show(error);
        if (field) focusField(formRef.current, field);
      }
    },
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={form.handleSubmit}>
      <PhoneField areaCode={areaCode} {...failure.bind(form.field('phone'), 'phone')} />
      <div className={styles.passwordBlock}>
        <TextField
          label={t('auth.password.label')}
          type="password"
          autoComplete="current-password"
          {...failure.bind(form.field('password'), 'password')}
        />
        <Link href="/resetPassword" className={styles.forgot} onClick={closeOverlay}>
          {t('auth.login.forgot')}
        </Link>
      </div>
      <FormAlert message={failure.formError} />
      <Button type="submit" block loading={form.submitting}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
