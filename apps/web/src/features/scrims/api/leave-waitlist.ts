import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

/** `PATCH /api/scrims/{id}/leave-waitlist`: stop waiting for a seat. */
const leaveWaitlist = ({ scrimId }: { scrimId: string }) =>
  api.patch<ScrimDto>(scrimPath(scrimId, "leave-waitlist"));

export const useLeaveWaitlist = () =>
  useScrimMutation({ mutationFn: leaveWaitlist, scrimOf: identity });
