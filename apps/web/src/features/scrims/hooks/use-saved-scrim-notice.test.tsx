import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AlertsProvider } from "@/components/alerts/alerts-provider";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { buildScrimDto, buildTeam, minutesFromNow } from "@/testing/scrim-data";
import { createTestQueryClient } from "@/testing/test-utils";
import { scrimKeys } from "../api/scrim-keys";
import { useSavedScrimNotice } from "./use-saved-scrim-notice";

afterEach(() => {
  vi.useRealTimers();
});

const full = { teamOne: buildTeam("teamOne", 5, 1), teamTwo: buildTeam("teamTwo", 5, 10) };

function setup() {
  const alerts = createAlertsStore();
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={alerts}>{children}</AlertsProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useSavedScrimNotice(), { wrapper });
  return { announce: result.current, alerts, queryClient };
}

describe("the edit form's notice after a save", () => {
  it("says the code is being generated and refetches the scrim 3 seconds later", () => {
    vi.useFakeTimers();
    const { announce, alerts, queryClient } = setup();
    const saved = buildScrimDto({
      ...full,
      useTournamentCode: true,
      gameStartTime: minutesFromNow(-5),
      tournamentStatus: "generating",
    });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");

    announce(saved);

    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "info",
      message:
        "Scrim updated! Tournament code is being generated. Please refresh the page in a few seconds.",
    });
    vi.advanceTimersByTime(2900);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: scrimKeys.detail(saved._id) });
  });

  it("says the code comes at the start for a full scrim that has not started", () => {
    const { announce, alerts } = setup();
    announce(
      buildScrimDto({ ...full, useTournamentCode: true, gameStartTime: minutesFromNow(30) }),
    );
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "info",
      message: "Scrim updated! Tournament code will be generated when the game starts.",
    });
  });

  it.each([
    { case: "no code in use", useTournamentCode: false, riotTournament: null },
    {
      case: "the code already there",
      useTournamentCode: true,
      riotTournament: { tournamentCode: "NA-CODE-1234", setupCompleted: true, lobbyCreated: false },
    },
  ])("says 'Scrim updated successfully!' otherwise: $case", (saved) => {
    const { announce, alerts } = setup();
    announce(
      buildScrimDto({
        ...full,
        useTournamentCode: saved.useTournamentCode,
        riotTournament: saved.riotTournament,
        gameStartTime: minutesFromNow(30),
      }),
    );
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: "Scrim updated successfully!",
    });
  });
});
