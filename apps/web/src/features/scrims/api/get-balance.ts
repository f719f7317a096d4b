import { useQuery } from "@tanstack/react-query";
import type { BalanceProposalDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";
import { scrimPath } from "./scrim-mutation";

/** `GET /api/scrims/{id}/balance` (admins): the balanced teams and the averages before and after. */
const getBalance = (scrimId: string, signal?: AbortSignal) =>
  api.get<BalanceProposalDto>(scrimPath(scrimId, "balance"), { signal });

/** The proposal while `enabled` (the dialog is open); asked afresh each time, never retried. */
export const useBalanceProposal = (scrimId: string, enabled: boolean) =>
  useQuery({
    queryKey: scrimKeys.balance(scrimId),
    queryFn: ({ signal }) => getBalance(scrimId, signal),
    enabled,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
