import {
  EMPTY_ACTIVITY_DETAILS,
  type ActivityDto,
} from "@scrims/shared/dashboard/dashboard.schema";

type Player = { id: string; name: string; region: string; rank: string };

const playerDetails = (player: Player) => ({
  ...EMPTY_ACTIVITY_DETAILS,
  userName: player.name,
  userId: player.id,
  region: player.region,
  rank: player.rank,
});

/** A scrim created: active until its result is in, then completed. */
export function presentScrimActivity(scrim: {
  id: string;
  title: string;
  region: string;
  teamWon: string | null;
  createdAt: Date;
  creator: Player;
}): ActivityDto {
  return {
    type: "scrim",
    description: `New scrim "${scrim.title}" created by ${scrim.creator.name}`,
    timestamp: scrim.createdAt.toISOString(),
    status: scrim.teamWon ? "completed" : "active",
    details: {
      ...playerDetails(scrim.creator),
      scrimId: scrim.id,
      region: scrim.region,
      rank: null,
    },
  };
}

/** A player registered. */
export function presentRegistrationActivity(user: Player & { createdAt: Date }): ActivityDto {
  return {
    type: "user",
    description: `New player registered: ${user.name}`,
    timestamp: user.createdAt.toISOString(),
    status: "new",
    details: playerDetails(user),
  };
}

/** A ban given (`banned`) or lifted (`lifted`), at `at`. */
export function presentBanActivity(
  event: { at: Date; reason: string; user: Player },
  kind: "banned" | "lifted",
): ActivityDto {
  return {
    type: "ban",
    description:
      kind === "banned" ? `${event.user.name} was banned` : `${event.user.name}'s ban was lifted`,
    timestamp: event.at.toISOString(),
    status: kind,
    details: { ...playerDetails(event.user), reason: event.reason },
  };
}
