import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '../../../ui/Button/Button';
import { FormAlert } from '../FormAlert/FormAlert';

type AuthFormProps = {
  /** What useAuthForm returned. */
  auth: {
    formRef: RefObject<HTMLFormElement | null>;
    form: { handleSubmit: (event?: FormEvent) => Promise<void>; submitting: boolean };
    failure: { formError: string | null };
  };
  /** The layout of the place the form sits in (a page column or the pop-up). */
  className: string;
  /** The submit button's text. */
  submitLabel: string;
  /** The fields, in the order the player fills them. */
  children: ReactNode;
};

/**
 * An account form: the fields, then the failure that belongs to no single field, then the
 * full-width submit button, busy while the request is on its way. `noValidate`: the spec 5
 * rules of useForm say what is wrong, in pt-BR, instead of the browser's bubbles.
 */
export function AuthForm({ auth, className, submitLabel, children }: AuthFormProps) {
  const { formRef, form, failure } = auth;
  return (
    <form ref={formRef} className={className} noValidate onSubmit={form.handleSubmit}>
      {children}
      <FormAlert message={failure.formError} />
      <Button type="submit" block loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
