import { z } from 'zod';
import { messages, tooLong } from '../errors';

/** Password rules of SPEC §5, shared by sign-up, invitation sign-up and reset. */
export const passwordSchema = z
  .string({ error: messages.fillAllFields })
  .min(1, messages.fillAllFields)
  .min(6, messages.passwordTooShort)
  .max(128, messages.passwordTooLong);

const requiredText = z.string({ error: messages.fillAllFields }).trim().min(1, messages.fillAllFields);
const email = requiredText.pipe(z.email({ error: messages.invalidEmail }));

export const signInSchema = z.object({
  email: requiredText,
  password: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** What the server receives on sign-up (`name` is SPEC's full_name). */
export const signUpSchema = z.object({
  name: requiredText.max(120, tooLong(120)),
  email,
  password: passwordSchema,
  invitationToken: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .max(200)
    .optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The sign-up form adds the confirmation, which never leaves the browser. */
export const signUpFormSchema = signUpSchema
  .pick({ name: true, email: true, password: true })
  .extend({ confirmPassword: z.string().min(1, messages.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const requestPasswordResetSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  newPassword: passwordSchema,
  token: z.string().min(1, messages.invalidResetLink),
});
