import { z } from "zod";
import { isEmptyOrVisible, text } from "../common/text";
import { REGIONS } from "../common/regions.constants";
import { regionSchema } from "../common/regions";
import { rankSchema } from "./rank.schema";
import { SUMMONER_NAME_MAX, SUMMONER_NAME_MIN, TAGLINE_MAX } from "./users.constants";
import { currentBanDtoSchema } from "../bans/bans.schema";
import { reliabilityDtoSchema } from "./reliability.schema";

const DISCORD_MIN = 2;
const DISCORD_MAX = 37;

/** Backgrounds a player can put behind their profile (first one is the default). */
export const PROFILE_BACKGROUNDS = [
  "Summoners Rift",
  "Anniversary",
  "Teemo Sunset",
  "Bootcamp Dragon",
  "GitCat",
  "Reluminate Thresh",
] as const;
export const DEFAULT_PROFILE_BACKGROUND = PROFILE_BACKGROUNDS[0];

/** Background blur levels in px, with their labels; 20 (Max) is the default. */
export const PROFILE_BLUR_LEVELS = [
  { value: "4", label: "Min" },
  { value: "6", label: "Low" },
  { value: "10", label: "Medium" },
  { value: "14", label: "Ultra" },
  { value: "20", label: "Max" },
] as const;
export const DEFAULT_PROFILE_BLUR = "20";

/** Summoner (game) name: letters of any script, digits and spaces, 3–16 characters, as Riot IDs. */
export const summonerNameSchema = text({
  error: (issue) => (issue.input === undefined ? "Summoner name is empty!" : undefined),
})
  .trim()
  .min(1, "Summoner name is empty!")
  // Hangul fillers are letters to the pattern below, and show nothing.
  .refine(isEmptyOrVisible, "Summoner name is empty!")
  .min(SUMMONER_NAME_MIN, `Summoner name must be at least ${SUMMONER_NAME_MIN} characters`)
  .max(SUMMONER_NAME_MAX, `Summoner name must be at most ${SUMMONER_NAME_MAX} characters`)
  .regex(/^[\p{L}\p{N} ]+$/u, "Summoner name may only contain letters, digits and spaces")
  .transform((value) => value.replace(/\s+/g, " "));

/** Tagline without '#': letters and digits, at most 5. The form strips '#'; the server refuses it. */
export const taglineSchema = text({
  error: (issue) => (issue.input === undefined ? "Tagline is empty!" : undefined),
})
  .trim()
  .min(1, "Tagline is empty!")
  .refine(isEmptyOrVisible, "Tagline is empty!")
  .refine((value) => !value.includes("#"), "Tagline should not include # symbol")
  .refine(
    (value) => value.length <= TAGLINE_MAX,
    `Tagline must be at most ${TAGLINE_MAX} characters`,
  )
  // '#' has its own message above.
  .refine(
    (value) => /^[\p{L}\p{N}]*$/u.test(value.replaceAll("#", "")),
    "Tagline may only contain letters and digits",
  );

/** Discord username (new style 'name' or legacy 'Name#1234'); spaces before '#' are dropped. */
export const discordSchema = text({
  error: (issue) => (issue.input === undefined ? "Discord username is empty!" : undefined),
})
  .trim()
  .min(1, "Discord username is empty!")
  .refine(isEmptyOrVisible, "Discord username is empty!")
  .transform((value) => value.replace(/\s+#/g, "#"))
  .pipe(
    z
      .string()
      .min(DISCORD_MIN, `Discord username must be at least ${DISCORD_MIN} characters`)
      .max(DISCORD_MAX, `Discord username must be at most ${DISCORD_MAX} characters`)
      .regex(/^[^@:`\n\r\t]+$/, "Discord username may not contain @, : or `"),
  );

/** The key uniqueness is checked on: case, surrounding spaces and spaces inside names do not count. */
export function summonerNameKey(name: string): string {
  return name.trim().replace(/\s+/g, "").toLowerCase();
}
export function discordKey(discord: string): string {
  return discord.trim().replace(/\s+#/g, "#").toLowerCase();
}

/** Region of an account: required, one of the playable regions. */
const accountRegionSchema = z.enum(REGIONS, {
  error: (issue) =>
    issue.input === undefined || issue.input === ""
      ? "Region is empty!"
      : `Region must be one of ${REGIONS.join(", ")}`,
});

/** Fields a player gives at registration and can change in settings. Unknown keys are dropped. */
export const accountDetailsInputSchema = z.object({
  name: summonerNameSchema,
  summonerTagline: taglineSchema,
  region: accountRegionSchema,
  discord: discordSchema,
  rank: rankSchema,
  canSendEmailsToUser: z.boolean().default(false),
});
export type AccountDetailsInput = z.infer<typeof accountDetailsInputSchema>;

export const registerInputSchema = accountDetailsInputSchema;
export type RegisterInput = z.infer<typeof registerInputSchema>;
export const updateUserInputSchema = accountDetailsInputSchema;
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** What an admin may change on another player's profile. */
export const adminUpdateUserInputSchema = z
  .object({
    name: summonerNameSchema.optional(),
    summonerTagline: taglineSchema.optional(),
    rank: rankSchema.optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    "Nothing to update",
  );
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserInputSchema>;

export const profileBackgroundInputSchema = z.object({
  profileBackgroundImg: z.enum(PROFILE_BACKGROUNDS),
  profileBackgroundBlur: z.enum(
    PROFILE_BLUR_LEVELS.map((level) => level.value) as ["4", "6", "10", "14", "20"],
  ),
});
export type ProfileBackgroundInput = z.infer<typeof profileBackgroundInputSchema>;

/** Public fields of a player: the only user fields that reach other players. */
export const userDtoSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  summonerTagline: z.string(),
  region: z.string(),
  /** The rank the player declared ('Gold 2', 'Unranked'). */
  rank: z.string(),
  /**
   * Riot's ranked solo-queue rank of the account ('Gold 2') from the last summoner lookup; null
   * when Riot knows none (or there is no key). Pages show it instead of `rank` when set.
   */
  soloQueueRank: z.string().nullable(),
  discord: z.string(),
  isAdmin: z.boolean(),
  isDonator: z.boolean(),
  profileBackgroundImg: z.string(),
  profileBackgroundBlur: z.string(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  /** The ban not lifted yet, or null; present on profile reads and the signed-in account. */
  currentBan: currentBanDtoSchema.nullable().optional(),
  /** Admins only, on a scrim's seats: the player is banned right now. */
  isBanned: z.boolean().optional(),
  /** Showed up out of seated at check-in, last 30 days; on profile reads and the own account. */
  reliability: reliabilityDtoSchema.optional(),
  /** End of a no-show block (ISO-8601) or null; on profile reads and the own account. */
  noShowBlockedUntil: z.string().nullable().optional(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** The signed-in player's own account: public fields plus what only they (and the server) see. */
export const currentUserDtoSchema = userDtoSchema.extend({
  /** Null when the sign-in provider gives none (Riot Sign-On). */
  email: z.string().nullable(),
  canSendEmailsToUser: z.boolean(),
  lastLoggedIn: z.string().nullable(),
});
export type CurrentUserDto = z.infer<typeof currentUserDtoSchema>;

export const USER_SEARCH_MIN = 2;
export const USER_SEARCH_MAX_RESULTS = 10;

/** An empty query parameter (`?region=`) counts as absent. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** `GET /api/users?q=&region=&limit=`: name search for admin tools and pickers. */
export const userSearchQuerySchema = z.object({
  /** Part of a summoner name; case and spaces do not count. */
  q: text()
    .trim()
    .min(USER_SEARCH_MIN, `Type at least ${USER_SEARCH_MIN} characters to search`)
    .max(SUMMONER_NAME_MAX * 2, "Search text is too long"),
  region: z.preprocess(emptyAsAbsent, regionSchema.optional()),
  limit: z.preprocess(
    emptyAsAbsent,
    z.coerce.number().int().min(1).max(USER_SEARCH_MAX_RESULTS).default(USER_SEARCH_MAX_RESULTS),
  ),

  /** `true`: only players who may take a seat now (not banned), for the assign picker. */
  available: z.preprocess(emptyAsAbsent, z.enum(["true", "false"]).optional()),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** `GET /api/users/{name}?region=&tagline=`: tagline without '#', compared case-insensitively. */
export const userLookupQuerySchema = z.object({
  region: z.preprocess(emptyAsAbsent, regionSchema.optional()),
  tagline: z.preprocess(emptyAsAbsent, taglineSchema.optional()),
});
export type UserLookupQuery = z.infer<typeof userLookupQuerySchema>;

/** `{id}` of the user routes. */
/** A player's id in a path, query or body; a malformed one is a 400 with this message. */
export const userIdSchema = z.uuid("User id must be a UUID");

export const userIdParamsSchema = z.object({ id: userIdSchema });

/** `{name}` of `GET /api/users/{name}`: any text; an unknown name is a 404, not a 400. */
export const userNameParamsSchema = z.object({
  name: text().trim().min(1, "Summoner name is empty!").max(100, "Summoner name is too long"),
});

/** `PUT /api/users/{id}/admin`: grant or remove admin rights of another player. */
export const setAdminInputSchema = z.object({ isAdmin: z.boolean() });

export const userListDtoSchema = z.array(userDtoSchema);

export const messages = {
  fieldEmpty: (field: string) => `${field} is empty!`,
  summonerTaken: (name: string, region: string) =>
    `Summoner name ${name} in ${region} is already taken!`,
  discordTaken: (discord: string) => `Discord name ${discord} is already taken!`,
  userNotFound: (name: string, region?: string) =>
    `User ${name} was not found${region ? ` in ${region}` : ""}`,
  userIdNotFound: () => "User not found",
} as const;
