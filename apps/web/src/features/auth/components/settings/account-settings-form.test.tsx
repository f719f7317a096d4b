import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { createQueryClient } from "@/lib/query-client";
import { expectAlert } from "@/testing/alerts";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { ACCOUNT_UPDATED_MESSAGE, AccountSettingsForm } from "./account-settings-form";
import { ACCOUNT_DELETED_MESSAGE } from "./delete-account-dialog";
import { DeleteAccountSection } from "./delete-account-section";

const me = buildSessionUser({
  name: "Faker",
  summonerTagline: "KR1",
  region: "EUW",
  discord: "faker",
  rank: "Gold 2",
  canSendEmailsToUser: false,
});

const routes: RouteObject[] = [
  {
    path: "/settings",
    element: (
      <>
        <AccountSettingsForm user={me} />
        <DeleteAccountSection summonerName={me.name} />
      </>
    ),
  },
  { path: "/", element: <p>Landing page</p> },
];

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi((request) => {
    if (request.method === "PUT" && request.path === "/api/auth/update-user") {
      const body = request.body as Record<string, unknown>;
      return ok({ token: "renewed-token", user: { ...me, ...body } });
    }
    if (request.method === "DELETE" && request.path === "/api/auth/account") {
      return { status: 204 };
    }
    return undefined;
  });
});
afterEach(() => api.close());

function renderSettings() {
  const signIn = vi.fn();
  const signOut = vi.fn();
  const alerts = createAlertsStore();
  const view = renderRoutes(routes, {
    initialEntries: ["/settings"],
    auth: buildAuthValue({ currentUser: me, signIn, signOut }),
    alerts,
    queryClient: createQueryClient({ alerts }),
  });
  return { ...view, signIn, signOut, user: userEvent.setup() };
}

describe("AccountSettingsForm", () => {
  it("starts from the stored account", () => {
    renderSettings();

    expect(screen.getByRole("textbox", { name: /summoner name/i })).toHaveValue("Faker");
    expect(screen.getByRole("textbox", { name: /tagline/i })).toHaveValue("KR1");
    expect(screen.getByRole("combobox", { name: /region/i })).toHaveTextContent("EUW");
    expect(screen.getByRole("textbox", { name: /discord/i })).toHaveValue("faker");
    expect(screen.getByRole("combobox", { name: "Rank division" })).toHaveTextContent("Gold");
    expect(screen.getByRole("combobox", { name: "Rank number" })).toHaveTextContent("2");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
  });

  it("sends only the account-details fields and updates the session", async () => {
    const { user, signIn, alerts } = renderSettings();
    const discord = screen.getByRole("textbox", { name: /discord/i });
    await user.clear(discord);
    await user.type(discord, "faker#0001");
    await user.type(screen.getByRole("textbox", { name: /tagline/i }), "#");
    await user.click(screen.getByRole("combobox", { name: "Rank division" }));
    await user.click(await screen.findByRole("option", { name: "Challenger" }));
    await user.click(screen.getByRole("checkbox"));

    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(signIn).toHaveBeenCalled());
    const request = api.requests.find((r) => r.path === "/api/auth/update-user");
    expect(request?.method).toBe("PUT");
    expect(request?.body).toEqual({
      name: "Faker",
      summonerTagline: "KR1",
      region: "EUW",
      discord: "faker#0001",
      rank: "Challenger",
      canSendEmailsToUser: true,
    });
    expect(signIn.mock.calls[0]?.[0]).toMatchObject({
      token: "renewed-token",
      user: { discord: "faker#0001", rank: "Challenger" },
    });
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: ACCOUNT_UPDATED_MESSAGE,
    });
    expect(ACCOUNT_UPDATED_MESSAGE).toBe("Account details updated!");
  });

  it("validates with the shared schema before sending", async () => {
    const { user } = renderSettings();
    await user.clear(screen.getByRole("textbox", { name: /summoner name/i }));
    await user.clear(screen.getByRole("textbox", { name: /tagline/i }));

    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Please correct the following error")).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Summoner name is empty!", "Tagline is empty!"]);
    expect(api.requests).toEqual([]);
  });

  it("shows the server's message when the Discord name is taken", async () => {
    const taken = "Discord name someone is already taken!";
    api.use(() => fail(409, "CONFLICT", taken));
    const { user, signIn, alerts } = renderSettings();
    const discord = screen.getByRole("textbox", { name: /discord/i });
    await user.clear(discord);
    await user.type(discord, "someone");

    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await expectAlert(alerts, "error", taken);
    expect(signIn).not.toHaveBeenCalled();
  });

  it("clears the previous server error on a new submit", async () => {
    const taken = "Discord name someone is already taken!";
    api.use(() => fail(409, "CONFLICT", taken));
    const { user, alerts } = renderSettings();
    const discord = screen.getByRole("textbox", { name: /discord/i });
    await user.clear(discord);
    await user.type(discord, "someone");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(taken)).toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: /summoner name/i }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Summoner name is empty!")).toBeInTheDocument();
    expect(alerts.getSnapshot().open).toBe(false);
    await waitFor(() => expect(screen.queryByText(taken)).not.toBeInTheDocument());
  });
});

/** The form beside the other email switch (Notifications), which changes the stored consent. */
function FormWithOtherSwitch() {
  const [user, setUser] = useState(me);
  return (
    <>
      <AccountSettingsForm user={user} />
      <button type="button" onClick={() => setUser({ ...user, canSendEmailsToUser: true })}>
        Consent elsewhere
      </button>
    </>
  );
}

describe("AccountSettingsForm and the other email switch", () => {
  it("follows a consent changed elsewhere, so saving other details never writes it back", async () => {
    renderRoutes([{ path: "/settings", element: <FormWithOtherSwitch /> }], {
      initialEntries: ["/settings"],
      auth: buildAuthValue({ currentUser: me }),
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Consent elsewhere" }));
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();

    const discord = screen.getByRole("textbox", { name: /discord/i });
    await user.clear(discord);
    await user.type(discord, "faker#0002");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() =>
      expect(api.requests.find((r) => r.path === "/api/auth/update-user")?.body).toMatchObject({
        discord: "faker#0002",
        canSendEmailsToUser: true,
      }),
    );
  });
});

describe("DeleteAccountSection", () => {
  it("deletes only after the summoner name is typed, then signs out and goes home", async () => {
    const { user, signOut, alerts, router } = renderSettings();

    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete account" });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByRole("textbox", { name: "Summoner name" }), "Fake");
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: "Summoner name" }), "r");
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["DELETE /api/auth/account"]);
    expect(signOut).toHaveBeenCalled();
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "info",
      message: ACCOUNT_DELETED_MESSAGE,
    });
  });

  it("keeps the account when the dialog is cancelled", async () => {
    const { user, signOut } = renderSettings();

    await user.click(screen.getByRole("button", { name: "Delete account" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
  });
});
