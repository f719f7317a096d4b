export { users } from "./users";
export { identities, loginCodes, sessions } from "./auth";
export { oidcFlows } from "./oidc";
export { scrimCasters, scrimPlayers, scrimWaitlist, scrims } from "./scrims";
export { idempotencyKeys } from "./idempotency";
export { jobs } from "./jobs";
export {
  conversationMembers,
  conversations,
  friendRequests,
  friendships,
  messageSeen,
  messages,
  notifications,
} from "./social";
export { riotProviders, riotTournaments } from "./riot";
export { bans } from "./bans";
export { calendarCancellations, calendarFeeds } from "./calendar";
export { reports } from "./reports";
export { noShowBlockClearings, scrimAttendance } from "./attendance";
export { serverSecrets } from "./mail";
export { discordWebhooks } from "./discord";
export { pushDeliveries, pushKeys, pushPreferences, pushSubscriptions } from "./push";
export { scrimTallies, userTallies } from "./tallies";
