import { useState } from 'react';
import { updatePassword } from '../../api/account';
import { AuthForm } from '../../features/auth/AuthForm/AuthForm';
import { useAuthForm } from '../../features/auth/AuthForm/useAuthForm';
import {
  ConfirmPasswordField,
  NewPasswordField,
} from '../../features/auth/NewPasswordField/NewPasswordField';
import { OwnPhoneCodeField } from '../../features/auth/OwnPhoneCodeField/OwnPhoneCodeField';
import { confirmPasswordRules, newPasswordRules, smsCodeRules } from '../../features/auth/rules';
import { SmsPurpose } from '../../features/auth/smsCode';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { phoneText } from '../../features/settings/accountPhone';
import { AccountGate, type AccountPhone } from '../../features/settings/AccountGate/AccountGate';
import { DoneNotice } from '../../features/settings/DoneNotice/DoneNotice';
import { differentFromRule, requiredRule } from '../../features/settings/passwordRules';
import { t } from '../../i18n/t';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from '../authPage.css';
import '../../i18n/messages/auth';
import '../../i18n/messages/settings';

/** The fields a server refusal can be placed under (features/auth/authErrors.ts). */
const FIELDS = ['oldPassword', 'password', 'confirmPassword', 'code'] as const;

/**
 * /changePassword (spec 2, login): the player types the current password, the new one twice
 * and a code sent by SMS to the account's own phone (GET sendMessage/{type}, spec 7), and the
 * change goes through PUT /api/member/v1/updatePassword (spec 7: account, oldPassword, password,
 * confirmPassword, validCode, areaCode). Every refusal is said under its field in pt-BR; taps on
 * "Alterar senha" while a change is on its way send nothing more (useForm's lock).
 *
 * CHOICE: the player stays logged in afterwards (the backend keeps the sessions of a password
 * change, mocks/world/accounts.ts; a reset ends them): the page says so, and that the next
 * login takes the new password.
 */
export function ChangePassword() {
  const [done, setDone] = useState(false);
  return (
    <div className={styles.page}>
      <PageHeader title={t('settings.changePassword.title')} />
      <div className={styles.body}>
        {done ? (
          <DoneNotice
            title={t('settings.changePassword.doneTitle')}
            text={t('settings.changePassword.doneText')}
          />
        ) : (
          <AccountGate>
            {(account) => <ChangeForm account={account} onDone={() => setDone(true)} />}
          </AccountGate>
        )}
      </div>
    </div>
  );
}

function ChangeForm({ account, onDone }: { account: AccountPhone; onDone: () => void }) {
  const auth = useAuthForm({
    fields: FIELDS,
    initialValues: { oldPassword: '', password: '', confirmPassword: '', code: '' },
    rules: {
      oldPassword: [requiredRule(t('settings.changePassword.oldRequired'))],
      password: [
        requiredRule(t('settings.changePassword.newRequired')),
        ...newPasswordRules(),
        differentFromRule('oldPassword'),
      ],
      confirmPassword: [
        requiredRule(t('settings.changePassword.confirmRequired')),
        ...confirmPasswordRules('password'),
      ],
      code: [requiredRule(t('settings.code.required')), ...smsCodeRules()],
    },
    onSubmit: async (values) => {
      await updatePassword(
        {
          account: account.phone,
          areaCode: account.areaCode,
          oldPassword: values.oldPassword,
          password: values.password,
          confirmPassword: values.confirmPassword,
          validCode: values.code,
        },
        // Spec 8: the form shows the refusal itself, not the catalogue's toast.
        { silent: true },
      );
      onDone();
    },
  });

  return (
    <AuthForm auth={auth} className={styles.form} submitLabel={t('settings.changePassword.submit')}>
      <p className={styles.intro}>
        {t('settings.changePassword.intro', { phone: phoneText(account.areaCode, account.phone) })}
      </p>
      <TextField
        label={t('settings.changePassword.oldLabel')}
        type="password"
        autoComplete="current-password"
        {...auth.bind('oldPassword')}
      />
      <NewPasswordField {...auth.bind('password')} />
      <ConfirmPasswordField {...auth.bind('confirmPassword')} />
      <OwnPhoneCodeField
        {...auth.bind('code')}
        account={account}
        purpose={SmsPurpose.changePassword}
        onSendStart={() => auth.failure.clearField('code')}
        onSendFailure={auth.showFailure}
      />
    </AuthForm>
  );
}
