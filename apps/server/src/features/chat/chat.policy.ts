import { isMember } from "@/features/scrims/scrims.policy";

type ScrimMembership = Parameters<typeof isMember>[0] & { isPrivate: boolean };

/** A scrim's chat is open to whoever may see the scrim: anyone for a public one, else members and admins. */
export function canUseScrimChat(
  scrim: ScrimMembership,
  user: { id: string; isAdmin: boolean },
): boolean {
  return !scrim.isPrivate || user.isAdmin || isMember(scrim, user.id);
}
