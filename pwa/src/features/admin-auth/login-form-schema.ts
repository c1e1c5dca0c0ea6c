import * as v from 'valibot';

/** SPEC section 5, word for word. */
export const LOGIN_MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters',
  passwordTooShort: 'Password must be at least 6 characters',
} as const;

export const loginFormSchema = v.object({
  username: v.pipe(v.string(), v.minLength(3, LOGIN_MESSAGES.usernameTooShort)),
  password: v.pipe(v.string(), v.minLength(6, LOGIN_MESSAGES.passwordTooShort)),
});
export type LoginFormValues = v.InferInput<typeof loginFormSchema>;
