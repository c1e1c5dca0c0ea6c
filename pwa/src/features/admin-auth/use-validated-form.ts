import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import * as v from 'valibot';

type Values = Record<string, string>;
export type FieldErrors<T extends Values> = Partial<Record<keyof T, string>>;

/** The first message per field, as the form shows one line under each field. */
export function fieldErrors<T extends Values>(issues: v.BaseIssue<unknown>[]): FieldErrors<T> {
  const nested = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages?.[0]])) as FieldErrors<T>;
}

/**
 * SPEC section 5's form rules for the admin forms: validate on submit, then
 * re-validate on every change so a fixed field loses its message at once.
 */
export function useValidatedForm<T extends Values, Output>(schema: v.GenericSchema<T, Output>, initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = useCallback(
    (candidate: T) => {
      const result = v.safeParse(schema, candidate);
      setErrors(result.success ? {} : fieldErrors<T>(result.issues));
      return result;
    },
    [schema],
  );

  const setField = (field: keyof T, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) validate(next);
  };

  /** Validates; calls `onValid` with the parsed output only when every field passes. */
  const onSubmit = (onValid: (output: Output) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) onValid(result.output);
  };

  /** What a Mantine text input needs for one field: name, value, change handler and message. */
  const fieldProps = (field: keyof T & string) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.currentTarget.value),
    error: errors[field],
  });

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, setField, fieldProps, onSubmit, reset };
}
