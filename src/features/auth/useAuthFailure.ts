import { useState, type RefObject } from 'react';
import type { FieldProps } from '../../ui/Form/useForm';
import { placeAuthFailure, type AuthField } from './authErrors';

/** Moves focus to the form's input named `field` (the one a server message went under). */
export function focusField(form: HTMLFormElement | null, field: string): void {
  const element = form?.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * The server's answer to a failed auth call, kept beside the form's own validation: a message
 * per field (shown under it until the player edits that field) and one for the whole form.
 * `show` places a failure (authErrors.ts) and returns the field it went under, if any.
 */
export function useAuthFailure<F extends AuthField>(fields: readonly F[]) {
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const show = (error: unknown): F | null => {
    const placed = placeAuthFailure(error, fields);
    if (!placed) return null;
    const field = placed.field as F | null;
    if (field) setFieldErrors((current) => ({ ...current, [field]: placed.message }));
    else setFormError(placed.message);
    return field;
  };

  const clearField = (field: F) =>
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const clearAll = () => {
    setFieldErrors({});
    setFormError(null);
  };

  /**
   * A useForm field with the server's message added: the form's own error first (what the
   * player typed now), else the server's; editing the field clears the server's.
   */
  const bind = (props: FieldProps, field: F): FieldProps => ({
    ...props,
    error: props.error ?? fieldErrors[field] ?? null,
    onChange: (value) => {
      clearField(field);
      props.onChange(value);
    },
  });

  return { fieldErrors, formError, show, clearField, clearAll, bind };
}

/**
 * SmsCodeField's callbacks in a form whose phone and code fields take the server's failures
 * (register, reset password): a send tapped before the phone is valid shows and focuses the
 * phone's error; a send clears earlier failures of both fields; a failed send goes under its
 * field (focused) or over the whole form. A hook only so the form can hand it its ref.
 */
export function useSmsCodeSendHandlers(
  failure: {
    clearField: (field: 'phone' | 'code') => void;
    show: (error: unknown) => string | null;
  },
  phone: FieldProps,
  /** The form, read only when a callback runs. */
  formRef: RefObject<HTMLFormElement | null>,
) {
  return {
    onPhoneInvalid: () => {
      phone.onBlur();
      focusField(formRef.current, 'phone');
    },
    onSendStart: () => {
      failure.clearField('phone');
      failure.clearField('code');
    },
    onSendFailure: (error: unknown) => {
      const field = failure.show(error);
      if (field) focusField(formRef.current, field);
    },
  };
}
