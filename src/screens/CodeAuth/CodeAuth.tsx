import { useState } from 'react';
import { verifyPhone } from '../../api/account';
import { AuthForm } from '../../features/auth/AuthForm/AuthForm';
import { useAuthForm } from '../../features/auth/AuthForm/useAuthForm';
import { OwnPhoneCodeField } from '../../features/auth/OwnPhoneCodeField/OwnPhoneCodeField';
import { smsCodeRules } from '../../features/auth/rules';
import { SmsPurpose } from '../../features/auth/smsCode';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { phoneText } from '../../features/settings/accountPhone';
import { markPhoneVerified } from '../../features/settings/phoneCheck';
import { AccountGate, type AccountPhone } from '../../features/settings/AccountGate/AccountGate';
import { DoneNotice } from '../../features/settings/DoneNotice/DoneNotice';
import { requiredRule } from '../../features/settings/passwordRules';
import { t } from '../../i18n/t';
import * as styles from '../authPage.css';
import '../../i18n/messages/settings';

/** The only field a server refusal can be placed under; the rest is the form's alert. */
const FIELDS = ['code'] as const;

/**
 * /codeauth (spec 2, login, "mobile check"): the player confirms the account's phone with a
 * code sent to it by SMS (GET sendMessage/{type}) through PUT /api/member/v1/phoneVerification
 * (spec 7: account, validCode). A wrong code is said under the field, any other refusal (a
 * number that is not the account's, a code asked for too soon) over the button; once the
 * server accepts, the page says the phone is verified and /setting shows it.
 */
export function CodeAuth() {
  const [verified, setVerified] = useState<AccountPhone | null>(null);
  return (
    <div className={styles.page}>
      <PageHeader title={t('settings.codeAuth.title')} />
      <div className={styles.body}>
        {verified ? (
          <DoneNotice
            title={t('settings.codeAuth.doneTitle')}
            text={t('settings.codeAuth.doneText', {
              phone: phoneText(verified.areaCode, verified.phone),
            })}
          />
        ) : (
          <AccountGate>
            {(account) => <VerifyForm account={account} onVerified={() => setVerified(account)} />}
          </AccountGate>
        )}
      </div>
    </div>
  );
}

function VerifyForm({ account, onVerified }: { account: AccountPhone; onVerified: () => void }) {
  const auth = useAuthForm({
    fields: FIELDS,
    initialValues: { code: '' },
    rules: { code: [requiredRule(t('settings.code.required')), ...smsCodeRules()] },
    onSubmit: async (values) => {
      await verifyPhone(
        { account: account.phone, validCode: values.code },
        // Spec 8: the form shows the refusal itself, not the catalogue's toast.
        { silent: true },
      );
      markPhoneVerified(account.phone);
      onVerified();
    },
  });

  return (
    <AuthForm auth={auth} className={styles.form} submitLabel={t('settings.codeAuth.submit')}>
      <p className={styles.intro}>
        {t('settings.codeAuth.intro', { phone: phoneText(account.areaCode, account.phone) })}
      </p>
      <OwnPhoneCodeField
        {...auth.bind('code')}
        account={account}
        purpose={SmsPurpose.verifyPhone}
        onSendStart={() => auth.failure.clearField('code')}
        onSendFailure={auth.showFailure}
      />
    </AuthForm>
  );
}
