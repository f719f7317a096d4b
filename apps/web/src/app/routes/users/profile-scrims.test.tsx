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

const RECORD: UserScrimsDto = {
  scrims: [open, won, casted, lost],
  stats: {
    userExp: 12.5,
    userLevel: 2,
    expProgress: 2.5,
    expNeeded: 10,
    expProgressPercent: 25,
    userWinrate: 75,
    userGamesPlayedCount: 4,
    userGamesCastedCount: 1,
  },
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
];

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderProfile(viewer: ProfileViewer) {
  api = await startTestApi((request) => {
    if (request.path === "/api/users/Faker") {
      return ok(faker);
    }
    if (request.path === `/api/users/${faker._id}/scrims`) {
      return ok(RECORD);
    }
    if (request.path === `/api/users/${faker._id}/created-scrims`) {
      return ok(CREATED);
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
    expect(await titlesIn("Scrims Participated In")).toEqual([
      "Saturday Lost",
      "Sunday Cast",
      "Monday Won",
      "Tuesday Open",
    ]);
  });

  it("filters participated scrims by games played, casted, captain, won and lost", async () => {
    const user = await renderProfile(STRANGER);
    const list = "Scrims Participated In";
    await screen.findByRole("list", { name: list });

    await choose(user, list, /Filter/, "Games played");
    expect(await titlesIn(list)).toEqual(["Tuesday Open", "Monday Won", "Saturday Lost"]);
    expect(within(section(list)).getByText("3 of 4")).toBeInTheDocument();
    await choose(user, list, /Filter/, "Games casted");
    expect(await titlesIn(list)).toEqual(["Sunday Cast"]);
    await choose(user, list, /Filter/, "Lobby captain games");
    expect(await titlesIn(list)).toEqual(["Monday Won"]);
    await choose(user, list, /Filter/, "Matches won");
    expect(await titlesIn(list)).toEqual(["Monday Won"]);
    await choose(user, list, /Filter/, "Matches lost");
    expect(await titlesIn(list)).toEqual(["Saturday Lost"]);
  });

  it("shows the owner 'My Created Scrims', filtered to public or private", async () => {
    const user = await renderProfile(OWNER);
    const list = "My Created Scrims";

    expect(await titlesIn(list)).toEqual(["Private Two", "Public One"]);
    await choose(user, list, /Filter/, "Private");
    expect(await titlesIn(list)).toEqual(["Private Two"]);
    await choose(user, list, /Filter/, "Public");
    expect(await titlesIn(list)).toEqual(["Public One"]);
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
