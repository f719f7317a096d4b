import type { Role } from "@scrims/shared/scrims/scrims.constants";
import type { JoinWaitlistInput, ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type JoinWaitlistVariables = { scrimId: string; roles: Role[] };

/** `PATCH /api/scrims/{id}/join-waitlist {roles}`: wait for a seat of one of these roles. */
const joinWaitlist = ({ scrimId, roles }: JoinWaitlistVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, "join-waitlist"), { roles } satisfies JoinWaitlistInput);

export const useJoinWaitlist = () =>
  useScrimMutation({ mutationFn: joinWaitlist, scrimOf: identity });
