import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { banMessages } from "@scrims/shared/bans/bans.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { buildUserDto, renderRoutes } from "@/testing/test-utils";
import { BanDialog, dateInputValue } from "./ban-dialog";

const player = buildUserDto({
  _id: "5b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f80",
  name: "Caps",
  region: "EUW",
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderDialog(onBanned = vi.fn()) {
  const bodies: unknown[] = [];
  api = await startTestApi((request) => {
    if (request.method === "POST" && request.path === `/api/users/${player._id}/ban`) {
      bodies.push(request.body);
      const body = request.body as { dateFrom: string; dateTo: string; reason: string };
      return ok({
        ...player,
        currentBan: { _id: player._id, isActive: true, ...body, _bannedBy: null },
      });
    }
    return undefined;
  });
  const view = renderRoutes([
    {
      path: "/",
      element: <BanDialog open user={player} onClose={() => {}} onBanned={onBanned} />,
    },
  ]);
  return { ...view, bodies, onBanned, user: userEvent.setup() };
}

describe("BanDialog", () => {
  it("checks the one-day rule as the admin types", async () => {
    const { user } = await renderDialog();
    const to = screen.getByLabelText("To");
    await user.clear(to);
    await user.type(to, dateInputValue(0));
    expect(screen.getByText(banMessages.dateToTooEarly)).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, dateInputValue(1));
    expect(screen.queryByText(banMessages.dateToTooEarly)).not.toBeInTheDocument();
  }, 20_000);

  it("asks for a reason and sends nothing without one", async () => {
    const { user, bodies } = await renderDialog();
    await user.click(screen.getByRole("button", { name: "Ban player" }));
    expect(screen.getByText(banMessages.reasonRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("refuses a reason of several lines as the admin types, and sends nothing", async () => {
    const { user, bodies } = await renderDialog();
    // An <input> drops typed or pasted line feeds itself; a line separator gets through.
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Toxic\u2028in chat" } });
    expect(screen.getByText(banMessages.reasonOneLine)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ban player" }));
    expect(bodies).toEqual([]);
  });

  it("bans from a past day with a reason, then reports the saved player", async () => {
    const { user, bodies, onBanned, alerts } = await renderDialog();
    const from = screen.getByLabelText("From");
    await user.clear(from);
    await user.type(from, dateInputValue(-2));
    await user.type(screen.getByLabelText("Reason"), "  Toxic in chat ");
    await user.click(screen.getByRole("button", { name: "Ban player" }));
    await waitFor(() => expect(onBanned).toHaveBeenCalled());
    const body = bodies[0] as { dateFrom: string; dateTo: string; reason: string };
    expect(body.reason).toBe("Toxic in chat");
    expect(new Date(body.dateFrom).getTime()).toBeLessThan(Date.now());
    expect(new Date(body.dateTo).getTime() - new Date(body.dateFrom).getTime()).toBeGreaterThan(
      24 * 60 * 60 * 1000,
    );
    expect(alerts.getSnapshot().alert?.message).toBe(banMessages.banned);
  }, 20_000);
});
