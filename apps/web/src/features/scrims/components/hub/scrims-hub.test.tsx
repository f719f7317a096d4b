import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  buildPlayerUser,
  buildScrimDto,
  buildTeam,
  minutesFromNow,
  seat,
  testId,
} from "@/testing/scrim-data";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { renderRoute } from "@/testing/render-route";
import { buildViewer } from "@/testing/render-scrim-page";
import { ok } from "@/testing/test-api-server";
import type { TestApiHandler } from "@/testing/test-api-server";
import { advanceTimers } from "@/testing/timers";
import { HUB_FILTERS_STORAGE_KEY } from "../../hooks/use-hub-filters";
import type { ScrimViewer } from "../../utils/scrim-state";
import { ScrimsHub } from "./scrims-hub";

const viewer = buildViewer({ region: "EUW" });
const admin = buildViewer({ region: "EUW", isAdmin: true });
const todayInput = () => dayjs().format("YYYY-MM-DD");

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
});

/** The hub; `GET /api/scrims` answers `scrims` (for every day and region) unless `handler` does. */
function renderHub({
  viewer,
  scrims = [],
  handler,
}: {
  viewer: ScrimViewer;
  scrims?: ScrimDto[];
  handler?: TestApiHandler;
}) {
  return renderRoute({
    path: "/scrims",
    element: <ScrimsHub />,
    viewer,
    api: async (request) =>
      (await handler?.(request)) ??
      (request.method === "GET" && request.path === "/api/scrims" ? ok(scrims) : undefined),
    otherPages: { "/scrims/new": "Create page" },
  });
}

const dateInput = () => screen.getByLabelText("Scrims Date");
const upcomingBox = () => screen.getByRole("checkbox", { name: "Upcoming" });
const tile = (label: string) => screen.getByRole("listitem", { name: new RegExp(`^${label}:`) });

describe("filters", () => {
  it("asks for the viewer's region and local day, own region first", async () => {
    const { api } = await renderHub({ viewer: buildViewer({ region: "OCE" }) });
    await screen.findByText("No scrims found in OCE");

    const query = Object.fromEntries(api.requests[0]?.query ?? []);
    const start = dayjs().startOf("day");
    expect(query).toEqual({
      region: "OCE",
      startDate: start.toISOString(),
      endDate: start.add(1, "day").toISOString(),
    });
    expect(screen.getByText(dayjs().format("MM/DD/YYYY"))).toBeInTheDocument();

    const options = within(screen.getByRole("combobox", { name: "Region" })).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "OCE",
      "NA",
      "EUW",
      "EUNE",
      "LAN",
    ]);
  });

  it("forces 'upcoming' off for a past day and back on for today", async () => {
    await renderHub({ viewer });
    await screen.findByText("No scrims found in EUW");
    expect(upcomingBox()).toBeChecked();
    expect(upcomingBox()).toBeEnabled();

    fireEvent.change(dateInput(), { target: { value: "2024-01-15" } });
    expect(upcomingBox()).not.toBeChecked();
    expect(upcomingBox()).toBeDisabled();
    expect(screen.getByText("01/15/2024")).toBeInTheDocument();

    fireEvent.change(dateInput(), { target: { value: todayInput() } });
    expect(upcomingBox()).toBeChecked();
    expect(upcomingBox()).toBeEnabled();
  });

  it("keeps the preferences on this device", async () => {
    const first = await renderHub({ viewer });
    await screen.findByText("No scrims found in EUW");
    await first.user.click(screen.getByRole("checkbox", { name: "Previous" }));
    fireEvent.change(dateInput(), { target: { value: "2024-02-01" } });
    expect(JSON.parse(window.localStorage.getItem(HUB_FILTERS_STORAGE_KEY) ?? "{}")).toMatchObject({
      date: "2024-02-01",
      region: "EUW",
      showPrevious: false,
      showUpcoming: false,
    });
    first.unmount();

    await renderHub({ viewer });
    expect(dateInput()).toHaveValue("2024-02-01");
    expect(screen.getByRole("checkbox", { name: "Previous" })).not.toBeChecked();
  });
});

describe("lists", () => {
  const current = buildScrimDto({
    _id: testId(11),
    title: "Live one",
    gameStartTime: minutesFromNow(-30),
  });
  const done = buildScrimDto({
    _id: testId(12),
    title: "Done one",
    gameStartTime: minutesFromNow(-300),
    teamOne: buildTeam("teamOne", 5, 1),
    teamTwo: buildTeam("teamTwo", 5, 10),
    teamWon: "teamTwo",
  });
  const won = buildScrimDto({
    _id: testId(13),
    title: "Decided",
    gameStartTime: minutesFromNow(-20),
    teamWon: "teamOne",
  });

  it("says 'Loading Scrims' while the list loads", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderHub({
      viewer,
      handler: async (request) => {
        if (request.path === "/api/scrims") {
          await gate;
        }
        return undefined;
      },
    });
    expect(await screen.findByText("Loading Scrims")).toBeInTheDocument();
    release();
    expect(await screen.findByText("No scrims found in EUW")).toBeInTheDocument();
  });

  it("counts and sections the day's scrims", async () => {
    await renderHub({ viewer, scrims: [current, done, won] });
    await screen.findByRole("heading", { name: "Current Scrims" });

    expect(tile("Playing Now")).toHaveTextContent("1");
    expect(tile("Upcoming")).toHaveTextContent("0");
    expect(tile("Completed")).toHaveTextContent("2");
    const upcoming = screen.getByRole("region", { name: "Upcoming Scrims" });
    expect(within(upcoming).getByText("No upcoming scrims")).toBeInTheDocument();
    const previous = screen.getByRole("region", { name: "Previous Scrims" });
    expect(
      within(previous)
        .getAllByRole("article")
        .map(
          (card) =>
            card.getAttribute("aria-labelledby") && within(card).getByRole("heading").textContent,
        ),
    ).toEqual(["Decided", "Done one"]);
    expect(within(previous).getByLabelText("2 scrims")).toBeInTheDocument();
  });

  it("explains an empty day with a hint to change the filters", async () => {
    const { user } = await renderHub({ viewer });
    const empty = await screen.findByText("No scrims found in EUW");
    expect(screen.getByText("Try changing your filters or check back later")).toBeInTheDocument();

    await user.hover(empty);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Use the Region dropdown or the Scrims Date filter to find more scrims",
    );
  });

  it("collapses cards in the list with Show More / Show less", async () => {
    const { user } = await renderHub({ viewer, scrims: [current] });
    const card = await screen.findByRole("article");
    expect(within(card).queryByRole("region", { name: "Blue Side" })).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Show More" }));
    // The lobby's code loads on demand.
    expect(await within(card).findByRole("region", { name: "Blue Side" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Show less" }));
    expect(within(card).queryByRole("region", { name: "Blue Side" })).not.toBeInTheDocument();
  });

  it("cuts names at 12 characters in the list, with the full name on hover", async () => {
    const long = buildPlayerUser(40, { name: "Averyveryverylongname", summonerTagline: "EUW99" });
    const scrim = { ...current, teamOne: [seat("teamOne", "Top", long)] };
    const { user } = await renderHub({ viewer, scrims: [scrim] });
    const card = await screen.findByRole("article");
    await user.click(within(card).getByRole("button", { name: "Show More" }));

    const link = await within(card).findByRole("link", { name: "Averyveryverylongname#EUW99" });
    expect(link).toHaveTextContent("Averyveryver…#EUW99");
    // The whole name is the link's native tooltip.
    expect(link).toHaveAttribute("title", "Averyveryverylongname#EUW99");
  });

  it("offers Create Scrim to admins only", async () => {
    const player = await renderHub({ viewer });
    await screen.findByText("No scrims found in EUW");
    expect(screen.queryByRole("link", { name: "Create Scrim" })).not.toBeInTheDocument();
    player.unmount();

    await renderHub({ viewer: admin });
    expect(await screen.findByRole("link", { name: "Create Scrim" })).toHaveAttribute(
      "href",
      "/scrims/new",
    );
  });
});

describe("refresh", () => {
  it("rests 5 seconds after a refresh, then 10, alternating", async () => {
    const { api } = await renderHub({ viewer });
    await screen.findByText("No scrims found in EUW");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const button = () => screen.getByRole("button", { name: /^Refresh/ });

    fireEvent.click(button());
    expect(button()).toBeDisabled();
    advanceTimers(4000);
    expect(button()).toBeDisabled();
    advanceTimers(1000);
    expect(button()).toBeEnabled();

    fireEvent.click(button());
    advanceTimers(9000);
    expect(button()).toBeDisabled();
    advanceTimers(1000);
    expect(button()).toBeEnabled();

    fireEvent.click(button());
    advanceTimers(5000);
    expect(button()).toBeEnabled();
    vi.useRealTimers();
    // Each click reloads the list (a click may cancel a reload still in flight).
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.path === "/api/scrims").length,
      ).toBeGreaterThan(1),
    );
  });
});

describe("live hub", () => {
  it("watches the region's visible day and applies created, changed and deleted scrims", async () => {
    const { socket, api } = await renderHub({ viewer });
    await screen.findByText("No scrims found in EUW");
    // The day the list shows: only its changes are sent.
    const list = api.requests.find((request) => request.path === "/api/scrims");
    expect(socket.emitted).toContainEqual({
      event: "join_region_hub",
      payload: {
        region: "EUW",
        startDate: list?.query.get("startDate"),
        endDate: list?.query.get("endDate"),
      },
    });

    const fresh = buildScrimDto({
      _id: testId(21),
      title: "Made elsewhere",
      gameStartTime: minutesFromNow(5),
    });
    act(() => socket.serverEmit("getScrimTransaction", { type: "upsert", scrim: fresh }));
    expect(await screen.findByRole("heading", { name: "Made elsewhere" })).toBeInTheDocument();
    expect(tile("Upcoming")).toHaveTextContent("1");

    act(() =>
      socket.serverEmit("getScrimTransaction", {
        type: "upsert",
        scrim: { ...fresh, title: "Renamed" },
      }),
    );
    expect(await screen.findByRole("heading", { name: "Renamed" })).toBeInTheDocument();

    // Another region's scrim does not belong here.
    act(() =>
      socket.serverEmit("getScrimTransaction", {
        type: "upsert",
        scrim: buildScrimDto({ _id: testId(22), title: "NA game", region: "NA" }),
      }),
    );
    expect(screen.queryByRole("heading", { name: "NA game" })).not.toBeInTheDocument();

    act(() =>
      socket.serverEmit("getScrimTransaction", {
        type: "delete",
        scrimId: fresh._id,
        region: "EUW",
      }),
    );
    expect(await screen.findByText("No scrims found in EUW")).toBeInTheDocument();
  });

  it("keeps a pushed scrim when a list read before it answers after it", async () => {
    let stored: ScrimDto[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const listReads = () => api.requests.filter((request) => request.path === "/api/scrims");
    const { socket, api } = await renderHub({
      viewer,
      handler: async (request) => {
        if (request.path !== "/api/scrims") {
          return undefined;
        }
        const answer = stored;
        // The catch-up read after joining the hub again is held back.
        if (listReads().length === 2) {
          await held;
        }
        return ok(answer);
      },
    });
    await screen.findByText("No scrims found in EUW");

    socket.reconnect();
    await waitFor(() => expect(listReads()).toHaveLength(2));
    const fresh = buildScrimDto({ _id: testId(23), title: "Made meanwhile" });
    stored = [fresh];
    act(() => socket.serverEmit("getScrimTransaction", { type: "upsert", scrim: fresh }));
    expect(await screen.findByRole("heading", { name: "Made meanwhile" })).toBeInTheDocument();
    release();

    // The held answer (no scrim) may predate the push: the hub reads again, it does not go back.
    await waitFor(() => expect(listReads()).toHaveLength(3));
    expect(await screen.findByRole("heading", { name: "Made meanwhile" })).toBeInTheDocument();
    expect(screen.queryByText("No scrims found in EUW")).not.toBeInTheDocument();
  });

  it("moves to the new region's hub when the region changes", async () => {
    const { socket, user } = await renderHub({ viewer });
    await screen.findByText("No scrims found in EUW");
    await user.selectOptions(screen.getByRole("combobox", { name: "Region" }), "NA");

    await screen.findByText("No scrims found in NA");
    expect(socket.emitted).toContainEqual({
      event: "leave_region_hub",
      payload: { region: "EUW" },
    });
    expect(socket.emitted.at(-1)).toMatchObject({
      event: "join_region_hub",
      payload: { region: "NA" },
    });
  });
});
