import { describe, expect, it } from "vitest";
import { loadConfig } from "@/config/env";
import { configuredProviders, identityFromClaims } from "./oidc.rules";

describe("configuredProviders", () => {
  it("offers nothing when nothing is configured", () => {
    expect(configuredProviders(loadConfig({}))).toEqual([]);
  });

  it("offers exactly the configured providers, in a stable order", () => {
    const config = loadConfig({
      OIDC_ISSUER: "https://id.example.test",
      OIDC_CLIENT_ID: "scrims",
      RSO_CLIENT_ID: "rso",
      RSO_CLIENT_SECRET: "rso-secret",
    });
    expect(configuredProviders(config).map((p) => [p.id, p.issuer])).toEqual([
      ["riot", "https://auth.riotgames.com"],
      ["oidc", "https://id.example.test"],
    ]);
  });
});

describe("identityFromClaims", () => {
  const google = { id: "google" as const, requiresEmail: true };
  const riot = { id: "riot" as const, requiresEmail: false };

  it("takes the subject and the lower-cased verified email", () => {
    expect(
      identityFromClaims(google, { sub: "123", email: "Ann@Example.test", email_verified: true }),
    ).toEqual({
      subject: "123",
      email: "ann@example.test",
    });
  });

  it("refuses an unverified or missing email where the provider must give one", () => {
    expect(identityFromClaims(google, { sub: "1", email: "a@b.c", email_verified: false })).toEqual(
      {
        error: "email_not_verified",
      },
    );
    expect(identityFromClaims(google, { sub: "1" })).toEqual({ error: "email_not_verified" });
  });

  it("treats an email without email_verified, or with anything but true, as unverified", () => {
    for (const email_verified of [undefined, "true", 1, null]) {
      expect(identityFromClaims(google, { sub: "1", email: "a@b.c", email_verified })).toEqual({
        error: "email_not_verified",
      });
      expect(identityFromClaims(riot, { sub: "1", email: "a@b.c", email_verified })).toEqual({
        subject: "1",
        email: null,
      });
    }
  });

  it("accepts a provider without email, and never a token without subject", () => {
    expect(identityFromClaims(riot, { sub: "puuid-1" })).toEqual({
      subject: "puuid-1",
      email: null,
    });
    expect(identityFromClaims(riot, { email: "x@y.z" })).toEqual({ error: "missing_subject" });
  });
});
