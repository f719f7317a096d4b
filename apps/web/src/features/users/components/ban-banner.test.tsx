import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatBanEndLocal } from "@/lib/ban-end";
import { SocketContext } from "@/lib/socket";
import { createFakeSocket, createFakeSocketStore } from "@/testing/fake-socket";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { BanBanner } from "./ban-banner";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function renderBanner(currentBan: ReturnType<typeof buildSessionUser>["currentBan"] = null) {
  const socket = createFakeSocket();
  const store = createFakeSocketStore(socket);
  const view = renderRoutes(
    [
      {
        path: "/",
        element: (
          <SocketContext value={store}>
            <BanBanner />
          </SocketContext>
        ),
      },
    ],
    { auth: buildAuthValue({ currentUser: buildSessionUser({ currentBan }) }) },
  );
  return { ...view, socket };
}

describe("BanBanner", () => {
  it("shows nothing for a player who is not banned", () => {
    renderBanner();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the end and reason of the player's active ban, in the reader's zone, named", async () => {
    // Tests run in Asia/Kathmandu (UTC+5:45): 14:00 UTC is 7:45 PM there.
    const dateTo = "2030-11-30T14:00:00.000Z";
    renderBanner({
      _id: "7d1e0e44-2f7a-4c1e-8d2b-3a4c5d6e7f80",
      isActive: true,
      dateFrom: inDays(-1),
      dateTo,
      reason: "Griefing",
      _bannedBy: null,
    });
    // The banner's code is its own chunk, loaded when a ban is shown.
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are banned until Nov 30, 2030, 7:45 PM GMT+5:45",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Reason: Griefing");
  });

  it("ignores a ban that has not started yet", () => {
    renderBanner({
      _id: "7d1e0e44-2f7a-4c1e-8d2b-3a4c5d6e7f80",
      isActive: false,
      dateFrom: inDays(1),
      dateTo: inDays(3),
      reason: "Later",
      _bannedBy: null,
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("appears at once when the server sends `banned` to an open page", async () => {
    const { socket } = renderBanner();
    await waitFor(() => expect(socket.listenerCount("banned")).toBe(1));
    const dateTo = inDays(5);
    act(() => socket.serverEmit("banned", { dateTo, reason: "Spam", message: "x" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `You are banned until ${formatBanEndLocal(dateTo)}`,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Reason: Spam");
  });
});
