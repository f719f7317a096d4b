import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { uniqueSuffix } from "./account-pages";
import { authHeaders, signUpAdmin, type ApiPlayer } from "./api-players";

/**
 * The scrim page (`/scrims/{id}`) and, through the same seat markup, a lobby card in the hub:
 * its seats, banner and winner report.
 */
export class ScrimPage {
  /** `root`: the whole page, or one card of the hub (`ScrimPage.hubCard`). */
  constructor(
    readonly page: Page,
    private readonly root: Page | Locator = page,
  ) {}

  /** The hub's card of the scrim titled `title`, expanded to show its seats. */
  static async hubCard(page: Page, title: string): Promise<ScrimPage> {
    const card = page.getByRole("article", { name: title });
    await card.getByRole("button", { name: "Show More" }).click();
    return new ScrimPage(page, card);
  }

  async goto(scrimId: string): Promise<void> {
    await this.page.goto(`/scrims/${scrimId}`);
  }

  /** The lobby's title heading. */
  heading(title: string): Locator {
    return this.page.getByRole("heading", { level: 1, name: title });
  }

  /** One seat row (player and controls) of a team. */
  seat(team: TeamName, role: Role): Locator {
    return this.root.locator(`[data-seat="seat:${team}:${role}"]`);
  }

  /** The seated player's profile link; lists cut names, the link's accessible name is whole. */
  seatedPlayer(team: TeamName, role: Role, name: string): Locator {
    return this.seat(team, role).getByRole("link", { name: new RegExp(name) });
  }

  /** The banner over the lobby: 'GAME READY', 'BLUE SIDE WON!'… */
  banner(): Locator {
    return this.page.locator("[data-banner]");
  }

  async join(team: TeamName, role: Role): Promise<void> {
    await this.seat(team, role)
      .getByRole("button", { name: `Join: ${role}` })
      .click();
  }

  /** An admin kicks the seated player, confirming in the dialog. */
  async kick(team: TeamName, role: Role): Promise<void> {
    await this.seat(team, role).getByRole("button", { name: "Kick" }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: "Kick" }).click();
  }

  /** The lobby's check-in panel (opening time, Check in, how many checked in). */
  checkInPanel(): Locator {
    return this.page.getByRole("region", { name: "Check-in" });
  }

  /** The seated viewer checks in from the panel. */
  async checkIn(): Promise<void> {
    await this.checkInPanel().getByRole("button", { name: "Check in" }).click();
  }

  /** The checked-in mark on a seat, named after its player. */
  checkedInMark(team: TeamName, role: Role, name: string): Locator {
    return this.seat(team, role).getByRole("img", { name: `${name} is checked in` });
  }

  /** The lobby captain reports the winner ('Blue Side' or 'Red Side'), confirming it. */
  async reportWinner(side: "Blue Side" | "Red Side"): Promise<void> {
    await this.page.getByRole("button", { name: side, exact: true }).click();
    await this.page.getByRole("button", { name: `${side} won` }).click();
  }
}

/**
 * Opens the Scrims Hub on the day a scrim starts, in the browser's time zone as the hub counts
 * days. Scrims made here start two hours ahead: after 22:00 that is tomorrow's hub, not today's.
 */
export async function openHubOnDayOf(page: Page, gameStartTime: string): Promise<void> {
  await page.goto("/scrims");
  await expect(page.getByRole("heading", { level: 1, name: "Scrims Hub" })).toBeVisible({
    timeout: 60_000,
  });
  const day = await page.evaluate((start) => {
    const at = new Date(start);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  }, gameStartTime);
  const dateField = page.getByRole("textbox", { name: "Scrims Date" });
  if ((await dateField.inputValue()) !== day) {
    await dateField.fill(day);
  }
  await expect(dateField).toHaveValue(day);
}

/** An admin creates a scrim through the API, two hours ahead in NA unless `data` says more. */
export async function createScrimByApi(
  request: APIRequestContext,
  admin: ApiPlayer,
  data: Record<string, unknown> = {},
): Promise<ScrimDto> {
  const res = await request.post("/api/scrims", {
    headers: authHeaders(admin),
    data: {
      title: `Lobby ${uniqueSuffix()}`,
      gameStartTime: new Date(Date.now() + 2 * 60 * 60_000).toISOString(),
      region: "NA",
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ScrimDto;
}

/**
 * The shared e2e server's admin (`signUpAdmin`) creates a scrim through the API, as
 * `createScrimByApi` does with `data`; answers both.
 */
export async function createAdminScrimByApi(
  request: APIRequestContext,
  data: Record<string, unknown> = {},
): Promise<{ admin: ApiPlayer; scrim: ScrimDto }> {
  const admin = await signUpAdmin(request);
  return { admin, scrim: await createScrimByApi(request, admin, data) };
}

/** A player takes a seat through the API. */
export async function seatPlayerByApi(
  request: APIRequestContext,
  scrimId: string,
  player: ApiPlayer,
  team: TeamName,
  role: Role,
): Promise<void> {
  const res = await request.patch(`/api/scrims/${scrimId}/insert-player/${player.id}`, {
    headers: authHeaders(player),
    data: { playerData: { role, team: { name: team } } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The admin moves a scrim's start to `gameStartTime` through the edit API (the form refuses a
 * past start), every other field kept as it is but check-in, which is turned off unless
 * `keepCheckIn`; answers the edited scrim.
 */
export async function moveScrimStartByApi(
  request: APIRequestContext,
  admin: ApiPlayer,
  scrimId: string,
  gameStartTime: Date,
  { keepCheckIn = false }: { keepCheckIn?: boolean } = {},
): Promise<ScrimDto> {
  const current = (await (
    await request.get(`/api/scrims/${scrimId}`, { headers: authHeaders(admin) })
  ).json()) as ScrimDto;
  const edited = await request.put(`/api/scrims/${scrimId}`, {
    headers: authHeaders(admin),
    data: {
      title: current.title,
      gameStartTime: gameStartTime.toISOString(),
      // Nobody checked in: with check-in off the start keeps every seat.
      checkInMinutes: keepCheckIn ? current.checkInMinutes : 0,
      region: current.region,
      lobbyHost: current.lobbyHost?._id ?? null,
      isPrivate: current.isPrivate,
      isWithCasters: current.isWithCasters,
      maxCastersAllowedCount: current.maxCastersAllowedCount,
      lobbyName: current.lobbyName,
      lobbyPassword: current.lobbyPassword,
      useTournamentCode: current.useTournamentCode,
      teamWon: null,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  return (await edited.json()) as ScrimDto;
}
