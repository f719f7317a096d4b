import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { afterEach, describe, expect, it } from "vitest";
import { expectAlert } from "@/testing/alerts";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiHandler } from "@/testing/test-api-server";
import { buildPlayer, buildScrimDto } from "@/testing/scrim-data";
import { renderRoutes } from "@/testing/test-utils";
import { scrimFormMessages } from "../../utils/scrim-form-messages";
import { CreateScrimForm } from "./create-scrim-form";

// Tests run in Asia/Kathmandu (UTC+05:45): 12:07:31Z is 17:52 there; the default start 18:23.
const NOW = new Date("2030-05-10T12:07:31.000Z");
const admin = buildPlayer("Ezreal", { isAdmin: true, region: "EUW" });

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

/** POST /api/scrims answers the scrim it was sent, as the server would store it. */
const createApi: TestApiHandler = (request) => {
  if (request.method === "POST" && request.path === "/api/scrims") {
    const body = request.body as Partial<ScrimDto> & { title?: string };
    return ok(
      buildScrimDto({
        ...body,
        lobbyHost: null,
        createdBy: admin,
        title: body.title ?? "Ezreal's Scrim",
      }),
    );
  }
  return undefined;
};

async function renderCreate(handler: TestApiHandler = createApi) {
  api = await startTestApi(handler);
  const view = renderRoutes(
    [
      { path: "/scrims/new", element: <CreateScrimForm creator={admin} now={NOW} /> },
      { path: "/scrims/:id", element: <p>Scrim page</p> },
      { path: "/scrims", element: <p>Scrims Hub</p> },
    ],
    { initialEntries: ["/scrims/new"] },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const posted = () =>
  api?.requests.find((r) => r.method === "POST")?.body as Record<string, unknown>;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Create scrim" }));

// Menus, dialogs and a real HTTP round trip per step: jsdom is slow on a busy machine.
describe("CreateScrimForm", { timeout: 15_000 }, () => {
  it("starts 30 minutes from now in the admin's region with 2 casters and a 15-minute check-in, and sends those defaults", async () => {
    const { user, alerts, router } = await renderCreate();

    expect(screen.getByRole("textbox", { name: /Game start date/ })).toHaveValue("05/10/2030");
    expect(screen.getByLabelText(/Game start time/)).toHaveValue("18:23");
    expect(screen.getByRole("combobox", { name: /Region/ })).toHaveTextContent("EUW");
    expect(screen.getByRole("combobox", { name: /Max casters/ })).toHaveTextContent("2");
    expect(screen.getByRole("combobox", { name: /Lobby host/ })).toHaveTextContent("Random");
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveAttribute(
      "placeholder",
      "Ezreal's Scrim",
    );
    expect(screen.getByRole("switch", { name: "Use tournament code" })).toBeChecked();

    await submit(user);

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/scrims\/[0-9a-f-]{36}$/),
    );
    expect(posted()).toEqual({
      gameStartTime: "2030-05-10T12:38:00.000Z",
      region: "EUW",
      lobbyHost: null,
      isPrivate: false,
      isWithCasters: true,
      maxCastersAllowedCount: 2,
      useTournamentCode: true,
      checkInMinutes: 15,
    });
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: "scrim created successfully!",
    });
  });

  it("sends 0 casters with casters off, and the creator as lobby host when chosen", async () => {
    const { user } = await renderCreate();

    await user.click(screen.getByRole("switch", { name: "With casters" }));
    expect(screen.getByRole("combobox", { name: /Max casters/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.click(screen.getByRole("combobox", { name: /Lobby host/ }));
    await user.click(await screen.findByRole("option", { name: /Me \(Ezreal\)/ }));
    await submit(user);

    await waitFor(() => expect(posted()).toBeDefined());
    expect(posted()).toMatchObject({
      isWithCasters: false,
      maxCastersAllowedCount: 0,
      lobbyHost: admin._id,
    });
  });

  it("picking a time keeps the date, and a typed date must be a real day", async () => {
    const { user } = await renderCreate();
    const date = screen.getByRole("textbox", { name: /Game start date/ });

    await user.clear(date);
    await user.type(date, "02302031");
    await user.tab();
    expect(screen.getByText("Enter a real date as MM/DD/YYYY")).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, "06012031");
    fireEvent.change(screen.getByLabelText(/Game start time/), { target: { value: "20:15" } });
    await submit(user);

    await waitFor(() => expect(posted()).toBeDefined());
    // 06/01/2031 20:15:00 in Kathmandu.
    expect(posted().gameStartTime).toBe("2031-06-01T14:30:00.000Z");
  });

  it("says the start is required when the date is missing, and sends nothing", async () => {
    const { user } = await renderCreate();

    await user.clear(screen.getByRole("textbox", { name: /Game start date/ }));
    await submit(user);

    expect(await screen.findByText("Game start date and time is required")).toBeInTheDocument();
    expect(screen.getByText("Please correct the following error")).toBeInTheDocument();
    expect(api?.requests).toHaveLength(0);
  });

  it("toggles a setting from anywhere on its row, as one labelled switch, and from the keyboard", async () => {
    const { user } = await renderCreate();
    const privateSwitch = screen.getByRole("switch", { name: "Private" });
    expect(privateSwitch).toHaveAccessibleDescription(
      "Only players with the share link can find and join it",
    );

    await user.click(screen.getByText("Only players with the share link can find and join it"));
    expect(privateSwitch).toBeChecked();
    await user.click(screen.getByText("With casters"));
    expect(screen.getByRole("switch", { name: "With casters" })).not.toBeChecked();
    await user.click(screen.getByText("Use tournament code"));
    expect(screen.getByRole("switch", { name: "Use tournament code" })).not.toBeChecked();

    // The row holds one control, its switch: Space flips it.
    privateSwitch.focus();
    await user.keyboard(" ");
    expect(privateSwitch).not.toBeChecked();
    await user.keyboard(" ");
    expect(privateSwitch).toBeChecked();

    await submit(user);
    await waitFor(() =>
      expect(posted()).toMatchObject({
        isPrivate: true,
        isWithCasters: false,
        maxCastersAllowedCount: 0,
        useTournamentCode: false,
      }),
    );
  });

  it("tells the admin a private scrim is only reachable through its link", async () => {
    const { user, alerts, router } = await renderCreate();

    await user.click(screen.getByRole("switch", { name: "Private" }));
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Secret Bootcamp");
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).not.toBe("/scrims/new"));
    expect(posted()).toMatchObject({ isPrivate: true, title: "Secret Bootcamp" });
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: "Private scrim created, only users with the share link can access it",
    });
  });

  it("shows 'Creating new scrim' while saving and the server's message when it fails", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, alerts, router } = await renderCreate(async () => {
      await gate;
      return fail(
        400,
        "BAD_REQUEST",
        "The lobby host must be one of the scrim's players or its creator",
      );
    });

    await submit(user);
    expect(await screen.findByText(/Creating new scrim/)).toBeInTheDocument();
    release();

    await expectAlert(
      alerts,
      "error",
      "The lobby host must be one of the scrim's players or its creator",
    );
    expect(router.state.location.pathname).toBe("/scrims/new");
    expect(screen.queryByText(/Creating new scrim/)).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to create scrim' when the answer has no message", async () => {
    const { user, alerts } = await renderCreate(() => ({ status: 502 }));

    await submit(user);

    await expectAlert(alerts, "error", scrimFormMessages.createFailed);
    expect(scrimFormMessages.createFailed).toBe("Failed to create scrim");
  });
});
