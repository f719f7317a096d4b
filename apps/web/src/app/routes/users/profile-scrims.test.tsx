import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ScrimDto, UserScrimsDto } from "@scrims/shared/scrims/scrims.schema";
import { afterEach, describe, expect, it } from "vitest";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { buildPlayer, buildRecordScrims, buildScrimDto, testId } from "@/testing/scrim-data";
import { buildUserDto, renderRoutes } from "@/testing/test-utils";
import { ProfilePage } from "./user-profile";
import type { ProfileViewer } from "@/features/users/components/user-profile";

const faker = buildUserDto({ _id: "3f9c1a52-7d4e-4a4b-9a57-2f3b9e0c1d11", name: "Faker" });
const chovy = buildPlayer("Chovy");

const { won, lost, casted, open } = buildRecordScrims(faker, chovy);

const STATS: UserScrimsDto["stats"] = {
  userExp: 12.5,
  userLevel: 2,
  expProgress: 2.5,
  expNeeded: 10,
  expProgressPercent: 25,
  userWinrate: 75,
  userGamesPlayedCount: 4,
  userGamesCastedCount: 1,
};

/** What the server answers for each filter of the participated list, newest first. */
const PARTICIPATED: Record<string, ScrimDto[]> = {
  none: [open, won, casted, lost],
  played: [open, won, lost],
  casted: [casted],
  captain: [won],
  won: [won],
  lost: [lost],
};
const CREATED: ScrimDto[] = [
  buildScrimDto({
    _id: testId(105),
    title: "Public One",
    gameStartTime: "2030-02-01T10:00:00.000Z",
  }),
  buildScrimDto({
    _id: testId(106),
    title: "Private Two",
    gameStartTime: "2030-02-02T10:00:00.000Z",
    isPrivate: true,
  }),
].reverse();
const CREATED_BY_FILTER: Record<string, ScrimDto[]> = {
  none: CREATED,
  public: CREATED.filter((scrim) => !scrim.isPrivate),
  private: CREATED.filter((scrim) => scrim.isPrivate),
};

/**
 * A page as the server answers it: the list for the query's filter (in its order), `pageSize`
 * scrims after the query's `after`, with the list's counts.
 */
function pageOf(lists: Record<string, ScrimDto[]>, query: URLSearchParams, pageSize: number) {
  const matching = lists[query.get("filter") ?? "none"] ?? [];
  const ordered = query.get("order") === "asc" ? [...matching].reverse() : matching;
  const after = query.get("after");
  const start = after ? ordered.findIndex((scrim) => scrim._id === after) + 1 : 0;
  const scrims = ordered.slice(start, start + pageSize);
  const more = start + pageSize < ordered.length;
  return {
    scrims,
    page: {
      total: lists.none?.length ?? 0,
      matching: matching.length,
      next: more ? (scrims.at(-1)?._id ?? null) : null,
    },
  };
}

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderProfile(viewer: ProfileViewer, { pageSize = 20 } = {}) {
  api = await startTestApi((request) => {
    if (request.path === "/api/users/Faker") {
      return ok(faker);
    }
    if (request.path === `/api/users/${faker._id}/scrims`) {
      return ok({ ...pageOf(PARTICIPATED, request.query, pageSize), stats: STATS });
    }
    if (request.path === `/api/users/${faker._id}/created-scrims`) {
      return ok(pageOf(CREATED_BY_FILTER, request.query, pageSize));
    }
    return undefined;
  });
  renderRoutes(
    [{ path: "/users/:name", element: <ProfilePage lookup={{ name: "Faker" }} viewer={viewer} /> }],
    { initialEntries: ["/users/Faker"] },
  );
  await screen.findByRole("heading", { level: 1 });
  return userEvent.setup({ delay: null });
}

const OWNER: ProfileViewer = { _id: faker._id, isAdmin: false };
const ADMIN: ProfileViewer = { _id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", isAdmin: true };
const STRANGER: ProfileViewer = { _id: "0f8fad5b-d9cb-469f-a165-70867728950e", isAdmin: false };

const section = (name: string | RegExp) => screen.getByRole("region", { name });
const titlesIn = async (name: string) =>
  within(await screen.findByRole("list", { name }))
    .getAllByRole("link")
    .map((link) => link.textContent);

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  list: string,
  control: RegExp,
  option: string,
) {
  await user.click(within(section(list)).getByRole("combobox", { name: control }));
  await user.click(await screen.findByRole("option", { name: option }));
}

// Menus, dialogs and a real HTTP round trip per step: jsdom is slow on a busy machine.
describe("profile scrims", { timeout: 15_000 }, () => {
  it("feeds the summary card's level, EXP, win rate, games and casts from the record", async () => {
    await renderProfile(STRANGER);
    const card = section(/Faker/);

    expect(await within(card).findByText("Level 2")).toBeInTheDocument();
    expect(within(card).getByText("EXP 2.5/10")).toBeInTheDocument();
    expect(within(card).getByText("12.5 EXP in total")).toBeInTheDocument();
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    expect(within(card).getByText("Games played").previousSibling).toHaveTextContent("4");
    expect(within(card).getByText("Win rate").previousSibling).toHaveTextContent("75%");
    expect(within(card).getByText("Games casted").previousSibling).toHaveTextContent("1");
  });

  it("lists participated scrims newest first with seat, date and result, and sorts oldest first", async () => {
    const user = await renderProfile(STRANGER);

    expect(await titlesIn("Scrims Participated In")).toEqual([
      "Tuesday Open",
      "Monday Won",
      "Sunday Cast",
      "Saturday Lost",
    ]);
    const rows = within(section("Scrims Participated In")).getAllByRole("listitem");
    expect(rows[1]).toHaveTextContent("01/03/2030 03:45 PM");
    expect(rows[1]).toHaveTextContent("Mid · Blue Side");
    expect(within(rows[1]!).getByText("Won")).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText("Lobby captain")).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent("Caster");
    expect(within(rows[2]!).getByText("Red won")).toBeInTheDocument();
    expect(within(rows[3]!).getByText("Lost")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("—")).toBeInTheDocument();
    expect(within(rows[0]!).getByRole("link")).toHaveAttribute("href", `/scrims/${open._id}`);

    await choose(user, "Scrims Participated In", /Sort by date/, "Oldest first");
    await waitFor(async () =>
      expect(await titlesIn("Scrims Participated In")).toEqual([
        "Saturday Lost",
        "Sunday Cast",
        "Monday Won",
        "Tuesday Open",
      ]),
    );
    // The server sorts: the list asked for the oldest first.
    expect(api?.requests.at(-1)?.query.get("order")).toBe("asc");
  });

  it("loads the next page with Load more, after the last scrim shown", async () => {
    const user = await renderProfile(STRANGER, { pageSize: 3 });
    const list = "Scrims Participated In";

    expect(await titlesIn(list)).toEqual(["Tuesday Open", "Monday Won", "Sunday Cast"]);
    expect(within(section(list)).getByText("4 scrims")).toBeInTheDocument();
    expect(within(section(list)).getByText("Showing 3 of 4")).toBeInTheDocument();
    await user.click(within(section(list)).getByRole("button", { name: "Load more" }));
    await waitFor(async () =>
      expect(await titlesIn(list)).toEqual([
        "Tuesday Open",
        "Monday Won",
        "Sunday Cast",
        "Saturday Lost",
      ]),
    );
    expect(api?.requests.at(-1)?.query.get("after")).toBe(casted._id);
    expect(within(section(list)).queryByRole("button", { name: "Load more" })).toBeNull();
    // The summary card keeps the stats of the first page.
    expect(within(section(/Faker/)).getByText("Level 2")).toBeInTheDocument();
  });

  it("filters participated scrims by games played, casted, captain, won and lost", async () => {
    const user = await renderProfile(STRANGER);
    const list = "Scrims Participated In";
    await screen.findByRole("list", { name: list });

    const shows = async (filter: string, titles: string[]) => {
      await waitFor(async () => expect(await titlesIn(list)).toEqual(titles));
      expect(api?.requests.at(-1)?.query.get("filter")).toBe(filter);
    };

    await choose(user, list, /Filter/, "Games played");
    await shows("played", ["Tuesday Open", "Monday Won", "Saturday Lost"]);
    expect(within(section(list)).getByText("3 of 4")).toBeInTheDocument();
    await choose(user, list, /Filter/, "Games casted");
    await shows("casted", ["Sunday Cast"]);
    await choose(user, list, /Filter/, "Lobby captain games");
    await shows("captain", ["Monday Won"]);
    await choose(user, list, /Filter/, "Matches won");
    await shows("won", ["Monday Won"]);
    await choose(user, list, /Filter/, "Matches lost");
    await shows("lost", ["Saturday Lost"]);
  });

  it("shows the owner 'My Created Scrims', filtered to public or private", async () => {
    const user = await renderProfile(OWNER);
    const list = "My Created Scrims";

    expect(await titlesIn(list)).toEqual(["Private Two", "Public One"]);
    await choose(user, list, /Filter/, "Private");
    await waitFor(async () => expect(await titlesIn(list)).toEqual(["Private Two"]));
    expect(within(section(list)).getByText("1 of 2")).toBeInTheDocument();
    await choose(user, list, /Filter/, "Public");
    await waitFor(async () => expect(await titlesIn(list)).toEqual(["Public One"]));
    expect(api?.requests.at(-1)?.query.get("filter")).toBe("public");
  });

  it('shows an admin "{name}\'s Created Scrims"', async () => {
    await renderProfile(ADMIN);
    expect(await titlesIn("Faker's Created Scrims")).toEqual(["Private Two", "Public One"]);
  });

  it("never loads another player's created scrims for a non-admin", async () => {
    await renderProfile(STRANGER);
    await screen.findByRole("list", { name: "Scrims Participated In" });
    await waitFor(() => expect(api?.requests.some((r) => r.path.endsWith("/scrims"))).toBe(true));
    expect(api?.requests.some((r) => r.path.endsWith("/created-scrims"))).toBe(false);
  });
});
