import { useRef } from 'react';
import { useForm, type FieldProps } from '../../../ui/Form/useForm';
import type { Rules } from '../../../ui/Form/validate';
import type { AuthField } from '../authErrors';
import { focusField, useAuthFailure } from '../useAuthFailure';

type Values = Record<string, string>;

type UseAuthFormOptions<V extends Values, F extends AuthField & keyof V> = {
  /** The fields a server refusal can be placed under (authErrors.ts); the rest is the form's. */
  fields: readonly F[];
  initialValues: V;
  /** Spec 5 rules per field, checked before anything is sent. */
  rules: Partial<Record<keyof V & string, Rules>>;
  /**
   * The request with valid values, and what follows its success. A throw from it is placed in
   * the form (under its field, focused, or over the button), never as the catalogue's toast:
   * the request itself must be sent silent or with its own failure handler (spec 8).
   */
  onSubmit: (values: V) => Promise<unknown>;
};

/**
 * The form model shared by the account forms (register, reset, change password, phone check):
 * useForm's validation and send lock, plus the server's refusal kept beside it (useAuthFailure).
 * A submit first clears earlier refusals, so a second try never shows the first one's message.
 * `showFailure` places any failure the same way (a failed SMS send too); `bind(name)` is the
 * field's props with the server's message added.
 */
export function useAuthForm<V extends Values, F extends AuthField & keyof V & string>({
  fields,
  initialValues,
  rules,
  onSubmit,
}: UseAuthFormOptions<V, F>) {
  const formRef = useRef<HTMLFormElement>(null);
  const failure = useAuthFailure(fields);

  const showFailure = (error: unknown) => {
    const field = failure.show(error);
    if (field) focusField(formRef.current, field);
  };

  const form = useForm({
    initialValues,
    rules,
    onSubmit: async (values) => {
      failure.clearAll();
      try {
        await onSubmit(values);
      } catch (error) {
        showFailure(error);
      }
    },
  });

  const bind = (name: F): FieldProps => failure.bind(form.field(name), name);

  return { formRef, form, failure, showFailure, bind };
}
