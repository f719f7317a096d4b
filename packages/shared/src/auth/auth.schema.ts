import { z } from "zod";
import { text } from "../common/text";
import { currentUserDtoSchema } from "../users/users.schema";

/** `POST /api/auth/dev-login` (local sign-in, when enabled). */
export const devLoginInputSchema = z.object({
  email: text({ error: "Email is empty!" })
    .trim()
    .toLowerCase()
    .max(254, "Email is too long")
    .pipe(z.email("Enter a valid email address")),
});
export type DevLoginInput = z.infer<typeof devLoginInputSchema>;

/** Answer of sign-in, verify, register and update: the session token and the account (null until registered). */
export const authSessionDtoSchema = z.object({
  token: z.string(),
  user: currentUserDtoSchema.nullable(),
});
export type AuthSessionDto = z.infer<typeof authSessionDtoSchema>;

/** Sign-in methods the server offers, for the login page. */
export const authProvidersDtoSchema = z.object({
  localSignin: z.boolean(),
  providers: z.array(z.object({ id: z.enum(["google", "riot", "oidc"]), name: z.string() })),
});
export type AuthProvidersDto = z.infer<typeof authProvidersDtoSchema>;

/** `POST /api/auth/exchange`: trades the one-time code of an OpenID Connect callback for a session. */
export const exchangeCodeInputSchema = z.object({ code: text().min(10).max(200) });
export type ExchangeCodeInput = z.infer<typeof exchangeCodeInputSchema>;

/** Texts of the authorization failures, as the product words them. */
export const authMessages = {
  loginRequired: "Please login to continue",
  noPermission: "You do not have permission to access this page",
  registrationRequired: "Please finish creating your account first",
  alreadyRegistered: "This sign-in already has an account",
  loginCodeInvalid: "This sign-in link is invalid or has expired. Please sign in again.",
} as const;
