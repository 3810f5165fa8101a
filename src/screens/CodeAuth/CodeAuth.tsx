import { useRef, useState } from 'react';
import { verifyPhone } from '../../api/account';
import { FormAlert } from '../../features/auth/FormAlert/FormAlert';
import { smsCodeRules } from '../../features/auth/rules';
import { SmsPurpose } from '../../features/auth/smsCode';
import { SmsCodeField } from '../../features/auth/SmsCodeField/SmsCodeField';
import { focusField, useAuthFailure } from '../../features/auth/useAuthFailure';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { phoneText } from '../../features/settings/accountPhone';
import { markPhoneVerified } from '../../features/settings/phoneCheck';
import { AccountGate, type AccountPhone } from '../../features/settings/AccountGate/AccountGate';
import { DoneNotice } from '../../features/settings/DoneNotice/DoneNotice';
import { requiredRule } from '../../features/settings/passwordRules';
import { formatBrMobile } from '../../lib/phone';
import { t } from '../../i18n/t';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
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
  const formRef = useRef<HTMLFormElement>(null);
  const failure = useAuthFailure(FIELDS);
  const form = useForm({
    initialValues: { code: '' },
    rules: { code: [requiredRule(t('settings.code.required')), ...smsCodeRules()] },
    onSubmit: async (values) => {
      failure.clearAll();
      try {
        await verifyPhone(
          { account: account.phone, validCode: values.code },
          // Spec 8: the form shows the refusal itself, not the catalogue's toast.
          { silent: true },
        );
        markPhoneVerified(account.phone);
        onVerified();
      } catch (error) {
        const field = failure.show(error);
        if (field) focusField(formRef.current, field);
      }
    },
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={form.handleSubmit}>
      <p className={styles.intro}>
        {t('settings.codeAuth.intro', { phone: phoneText(account.areaCode, account.phone) })}
      </p>
      <SmsCodeField
        {...failure.bind(form.field('code'), 'code')}
        phone={formatBrMobile(account.phone)}
        areaCode={account.areaCode}
        purpose={SmsPurpose.verifyPhone}
        ownPhone
        // The number is the account's own and always valid here (AccountGate).
        onPhoneInvalid={() => undefined}
        onSendStart={() => failure.clearField('code')}
        onSendFailure={(error) => {
          const field = failure.show(error);
          if (field) focusField(formRef.current, field);
        }}
      />
      <FormAlert message={failure.formError} />
      <Button type="submit" block loading={form.submitting}>
        {t('settings.codeAuth.submit')}
      </Button>
    </form>
  );
}
