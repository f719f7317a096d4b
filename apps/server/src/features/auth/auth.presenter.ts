import type { AuthProvidersDto, AuthSessionDto } from "@scrims/shared/auth/auth.schema";
import type { Config } from "@/config/env";
import { presentCurrentUser } from "@/features/users/users.presenter";
import type { SignedIn } from "./auth.service";

/** `{token, user}`: the account as its owner sees it (with email), null before signup. */
export function presentAuthSession({ token, user }: SignedIn): AuthSessionDto {
  return { token, user: user ? presentCurrentUser(user) : null };
}

/** The sign-in page's choices: local sign-in when enabled, and each configured provider. */
export function listAuthProviders(config: Pick<Config, "localSignin" | "oidc">): AuthProvidersDto {
  const providers: AuthProvidersDto["providers"] = [];
  if (config.oidc.google) {
    providers.push({ id: "google", name: "Google" });
  }
  if (config.oidc.riot) {
    providers.push({ id: "riot", name: "Riot Sign-On" });
  }
  if (config.oidc.generic) {
    providers.push({ id: "oidc", name: "Single sign-on" });
  }
  return { localSignin: config.localSignin, providers };
}
