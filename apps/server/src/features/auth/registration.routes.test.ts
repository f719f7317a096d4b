import { describe, expect, it } from "vitest";
import { expectError } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  buildIdentity,
  buildSession,
  buildUser,
  uniqueTag,
  type TestIdentity,
} from "@/test/factories";
import { accountDetails, authRequests } from "@/test/requests";

const app = await testApp();

const register = (who: TestIdentity | string, payload: object) =>
  injectAs(app, who, authRequests.register(payload));

describe("POST /api/auth/register", () => {
  it("creates the account with the sign-in's email, ignoring email and isAdmin in the body", async () => {
    const identity = await buildIdentity(app);
    const payload = accountDetails({
      name: "  Hide  on Bush ",
      email: "evil@example.test",
      isAdmin: true,
    });
    const res = await register(identity, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        name: "Hide on Bush",
        summonerTagline: "NA1",
        region: "NA",
        rank: "Gold 2",
        soloQueueRank: null,
        discord: payload.discord,
        isAdmin: false,
        isDonator: false,
        profileBackgroundImg: "Summoners Rift",
        profileBackgroundBlur: "20",
        createdAt: expect.any(String),
        email: identity.email,
        canSendEmailsToUser: true,
        lastLoggedIn: expect.any(String),
      },
    });
  });

  it("answers the same token, which now carries the account", async () => {
    const identity = await buildIdentity(app);
    const token = (await injectAs(app, identity, authRequests.verify)).json().token as string;
    const res = await register(token, accountDetails());
    expect(res.json().token).toBe(token);
    const verify = await injectAs(app, token, authRequests.verify);
    expect(verify.json().user._id).toBe(res.json().user._id);
  });

  it("requires a session", async () => {
    const res = await app.inject(authRequests.register(accountDetails()));
    expect(res.statusCode).toBe(401);
  });

  it("refuses a second account for the same sign-in with 409 ALREADY_REGISTERED", async () => {
    const player = await buildUser(app);
    const res = await register(await buildSession(app, player), accountDetails());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("ALREADY_REGISTERED");
  });

  it.each([
    ["an empty name", { name: "" }, "Summoner name is empty!"],
    ["a missing name", { name: undefined }, "Summoner name is empty!"],
    ["a name too short", { name: "ab" }, "at least 3 characters"],
    ["a name too long", { name: "a".repeat(17) }, "at most 16 characters"],
    ["a name with symbols", { name: "xX_Pro_Xx" }, "letters, digits and spaces"],
    ["a tagline with #", { summonerTagline: "#NA1" }, "Tagline should not include # symbol"],
    ["a tagline over 5", { summonerTagline: "NA1234" }, "at most 5 characters"],
    ["a tagline with symbols", { summonerTagline: "N-A" }, "letters and digits"],
    ["a missing tagline", { summonerTagline: undefined }, "Tagline is empty!"],
    ["a bad region", { region: "KR" }, "Region must be one of NA, EUW, EUNE, LAN, OCE"],
    ["a missing region", { region: undefined }, "Region is empty!"],
    ["a missing discord", { discord: undefined }, "Discord username is empty!"],
    ["an empty discord", { discord: "   " }, "Discord username is empty!"],
    ["a discord with @", { discord: "me@home" }, "may not contain @"],
    ["rank Master 2", { rank: "Master 2" }, "Rank must be a division"],
    ["rank Gold 5", { rank: "Gold 5" }, "Rank must be a division"],
    ["rank Gold without number", { rank: "Gold" }, "Rank must be a division"],
    ["a missing rank", { rank: undefined }, "Rank is empty!"],
    ["email consent not a boolean", { canSendEmailsToUser: "yes" }, "canSendEmailsToUser"],
  ])("refuses %s with 400 and the reason", async (_label, overrides, message) => {
    const res = await register(await buildIdentity(app), accountDetails(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
    expect(res.json().error).toContain(message);
  });

  it("accepts bare ranks from Master up and numbered ranks below", async () => {
    for (const rank of ["Unranked", "Iron 4", "Diamond 1", "Master", "Challenger"]) {
      const res = await register(await buildIdentity(app), accountDetails({ rank }));
      expect(res.statusCode, rank).toBe(200);
      expect(res.json().user.rank).toBe(rank);
    }
  });
});

describe("unique summoner names and Discord names", () => {
  it("refuses a name taken in the region (case and spaces ignored) with the spec's message", async () => {
    const taken = await buildUser(app, { name: `Taken ${uniqueTag()}`, region: "EUW" });
    const variant = taken.name.toUpperCase().replace(" ", "  ");
    const res = await register(
      await buildIdentity(app),
      accountDetails({ name: variant, region: "EUW" }),
    );
    expectError(res, 409, {
      error: `Summoner name ${variant.replace(/\s+/g, " ")} in EUW is already taken!`,
      code: "NAME_TAKEN",
    });
  });

  it("allows the same name in another region", async () => {
    const taken = await buildUser(app, { region: "EUW" });
    const res = await register(await buildIdentity(app), accountDetails({ name: taken.name }));
    expect(res.statusCode).toBe(200);
  });

  it("refuses a Discord name another player has (case ignored)", async () => {
    const taken = await buildUser(app);
    const res = await register(
      await buildIdentity(app),
      accountDetails({ discord: taken.discord.toUpperCase() }),
    );
    expectError(res, 409, {
      error: `Discord name ${taken.discord.toUpperCase()} is already taken!`,
      code: "DISCORD_TAKEN",
    });
  });
});

describe("one account per email", () => {
  it("refuses a second account with the email of an existing one (another sign-in method)", async () => {
    const player = await buildUser(app);
    const google = await buildIdentity(app, { provider: "google", email: player.email });
    const res = await register(google, accountDetails());
    expectError(res, 409, {
      error: "An account with this email already exists. Sign in the way you signed up.",
      code: "EMAIL_TAKEN",
    });
  });
});

describe("registration races (the unique indexes decide)", () => {
  const statuses = (results: { statusCode: number }[]) =>
    results.map((res) => res.statusCode).sort((a, b) => a - b);

  it("lets exactly one of two players take the same name in the same region", async () => {
    const name = `Race ${uniqueTag()}`;
    const [a, b] = await Promise.all([buildIdentity(app), buildIdentity(app)]);
    const results = await Promise.all([
      register(a, accountDetails({ name })),
      register(b, accountDetails({ name: name.toLowerCase() })),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    const loser = results.find((res) => res.statusCode === 409);
    expect([
      `Summoner name ${name} in NA is already taken!`,
      `Summoner name ${name.toLowerCase()} in NA is already taken!`,
    ]).toContain(loser?.json().error);
  });

  it("lets exactly one of two players take the same Discord name", async () => {
    const discord = `race_${uniqueTag()}`;
    const [a, b] = await Promise.all([buildIdentity(app), buildIdentity(app)]);
    const results = await Promise.all([
      register(a, accountDetails({ discord })),
      register(b, accountDetails({ discord })),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().error).toBe(
      `Discord name ${discord} is already taken!`,
    );
  });

  it("has one winner among ten players racing for one name, and no server error", async () => {
    const name = `Ten ${uniqueTag()}`;
    const identities = await Promise.all(Array.from({ length: 10 }, () => buildIdentity(app)));
    const results = await Promise.all(
      identities.map((who) => register(who, accountDetails({ name }))),
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(9).fill(409)]);
  });

  it("creates one account when the same sign-in registers twice at once", async () => {
    const identity = await buildIdentity(app);
    const results = await Promise.all([
      register(identity, accountDetails()),
      register(identity, accountDetails()),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().code).toBe("ALREADY_REGISTERED");
  });
});
