import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { playerStats } from "@scrims/shared/scrims/scrims.rules";
import type { CreatedScrimsDto, UserScrimsDto } from "@scrims/shared/scrims/scrims.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useParams, useSearchParams } from "react-router";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { createQueryClient } from "@/lib/query-client";
import { expectAlert } from "@/testing/alerts";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiHandler } from "@/testing/test-api-server";
import { buildUserDto, renderRoutes } from "@/testing/test-utils";
import {
  BACKGROUND_FAILED_MESSAGE,
  BACKGROUND_UPDATED_MESSAGE,
} from "@/features/users/components/profile-background-dialog";
import { USER_UPDATED_MESSAGE } from "@/features/users/components/edit-player-dialog";
import type { ProfileViewer } from "@/features/users/components/user-profile";
import { ProfilePage as UserProfilePage } from "./user-profile";

const faker = buildUserDto({
  _id: "3f9c1a52-7d4e-4a4b-9a57-2f3b9e0c1d11",
  name: "Faker",
  summonerTagline: "KR1",
  region: "EUW",
  rank: "Gold 2",
  discord: "faker#0001",
  createdAt: "2024-03-05T10:00:00.000Z",
  profileBackgroundImg: "Summoners Rift",
  profileBackgroundBlur: "20",
});

const OWNER: ProfileViewer = { _id: faker._id, isAdmin: false };
const STRANGER: ProfileViewer = { _id: "0f8fad5b-d9cb-469f-a165-70867728950e", isAdmin: false };
const ADMIN: ProfileViewer = { _id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", isAdmin: true };

function ProfilePage({ viewer }: { viewer: ProfileViewer }) {
  const { name = "" } = useParams();
  const [search] = useSearchParams();
  return (
    <UserProfilePage
      key={`${name}${search.toString()}`}
      viewer={viewer}
      lookup={{
        name,
        region: search.get("region") ?? undefined,
        tagline: search.get("tagline") ?? undefined,
      }}
    />
  );
}

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

const NO_PAGE = { total: 0, matching: 0, next: null };
/** A player with no games: the stats as the server works them out, with the same shared rule. */
const EMPTY_RECORD: UserScrimsDto = {
  scrims: [],
  page: NO_PAGE,
  stats: playerStats({ wins: 0, losses: 0, casts: 0, gamesPlayed: 0 }),
};

/**
 * GET /api/users/Faker answers the current `stored` player; PUTs change it. The player's record
 * and created scrims answer `record` and `created`.
 */
function profileApi(
  initial: UserDto,
  {
    record = EMPTY_RECORD,
    created = { scrims: [], page: NO_PAGE },
  }: { record?: UserScrimsDto; created?: CreatedScrimsDto } = {},
): TestApiHandler {
  let stored = initial;
  return (request) => {
    if (request.method === "GET" && request.path === `/api/users/${stored.name}`) {
      return ok(stored);
    }
    if (request.method === "GET" && request.path === `/api/users/${stored._id}/scrims`) {
      return ok(record);
    }
    if (request.method === "GET" && request.path === `/api/users/${stored._id}/created-scrims`) {
      return ok(created);
    }
    if (
      request.method === "PUT" &&
      request.path === `/api/users/${stored._id}/profile-background`
    ) {
      stored = { ...stored, ...(request.body as Partial<UserDto>) };
      return ok(stored);
    }
    if (request.method === "PUT" && request.path === `/api/users/${stored._id}`) {
      stored = { ...stored, ...(request.body as Partial<UserDto>) };
      return ok(stored);
    }
    return undefined;
  };
}

async function renderProfile(
  viewer: ProfileViewer,
  handler: TestApiHandler = profileApi(faker),
  path = "/users/Faker?region=EUW&tagline=KR1",
) {
  api = await startTestApi(handler);
  const alerts = createAlertsStore();
  const queryClient = createQueryClient({ alerts });
  // The app retries a failed load; the tests look at each answer at once.
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const routes: RouteObject[] = [
    { path: "/users/:name", element: <ProfilePage viewer={viewer} /> },
    { path: "/", element: <p>Home page</p> },
  ];
  const view = renderRoutes(routes, {
    initialEntries: [path],
    alerts,
    queryClient,
  });
  return { ...view, user: userEvent.setup() };
}

const card = () => screen.getByRole("region", { name: /Faker/ });

// Dialogs, menus and a real HTTP round trip per step: jsdom is slow on a busy machine.
describe("UserProfile", { timeout: 15_000 }, () => {
  it("looks the player up by name, region and tagline and shows the summary card", async () => {
    await renderProfile(STRANGER);

    expect(screen.getByRole("status", { name: "Loading profile" })).toBeInTheDocument();
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Faker#KR1");
    const summary = card();
    expect(within(summary).getByText("Gold 2")).toBeInTheDocument();
    expect(await within(summary).findByText("Level 1")).toBeInTheDocument();
    expect(within(summary).getByText("EXP 0/10")).toBeInTheDocument();
    expect(within(summary).getByText("Games played").previousSibling).toHaveTextContent("0");
    expect(within(summary).getByText("Win rate").previousSibling).toHaveTextContent("0%");
    expect(within(summary).getByText("Games casted").previousSibling).toHaveTextContent("0");
    expect(within(summary).getByText("Discord").nextSibling).toHaveTextContent("faker#0001");
    expect(within(summary).getByText("Region").nextSibling).toHaveTextContent("EUW");
    expect(within(summary).getByText("Joined").nextSibling).toHaveTextContent("03/05/24");

    const lookup = api?.requests[0];
    expect(lookup?.path).toBe("/api/users/Faker");
    expect(Object.fromEntries(lookup?.query ?? [])).toEqual({ region: "EUW", tagline: "KR1" });
  });

  it("shows Admin and Donator badges only for such players", async () => {
    await renderProfile(STRANGER, profileApi({ ...faker, isAdmin: true, isDonator: true }));
    await screen.findByRole("heading", { level: 1 });

    expect(within(card()).getByText("Admin")).toBeInTheDocument();
    expect(within(card()).getByText("Donator")).toBeInTheDocument();
  });

  it("has no badges for an ordinary player", async () => {
    await renderProfile(STRANGER);
    await screen.findByRole("heading", { level: 1 });

    expect(within(card()).queryByText("Admin")).not.toBeInTheDocument();
    expect(within(card()).queryByText("Donator")).not.toBeInTheDocument();
  });

  it("paints the chosen background with its blur", async () => {
    const { container } = await renderProfile(
      STRANGER,
      profileApi({ ...faker, profileBackgroundImg: "Teemo Sunset", profileBackgroundBlur: "6" }),
    );
    await screen.findByRole("heading", { level: 1 });

    const backdrop = container.querySelector("[data-background]");
    expect(backdrop).toHaveAttribute("data-background", "Teemo Sunset");
    expect(backdrop).toHaveAttribute("data-blur", "6");
  });

  it("shows the owner 'My Created Scrims' and the Background control, and no Edit player", async () => {
    await renderProfile(OWNER);
    await screen.findByRole("heading", { level: 1 });

    expect(screen.getByRole("heading", { name: "My Created Scrims" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Scrims Participated In" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Background" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit player" })).not.toBeInTheDocument();
  });

  it("gives another player neither control nor the created-scrims list", async () => {
    await renderProfile(STRANGER);
    await screen.findByRole("heading", { level: 1 });

    expect(screen.queryByRole("button", { name: "Background" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit player" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Created Scrims/ })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Scrims Participated In" })).toBeInTheDocument();
  });

  it("lets the owner choose a background and blur, and saves them", async () => {
    const { user, container, alerts } = await renderProfile(OWNER);
    await user.click(await screen.findByRole("button", { name: "Background" }));
    const dialog = screen.getByRole("dialog", { name: "Profile background" });

    expect(within(dialog).getAllByRole("button", { pressed: false })).toHaveLength(9);
    await user.click(within(dialog).getByRole("button", { name: "GitCat" }));
    await user.click(within(dialog).getByRole("button", { name: "Medium (10px)" }));
    await user.click(within(dialog).getByRole("button", { name: "Save background" }));

    await expectAlert(alerts, "success", BACKGROUND_UPDATED_MESSAGE);
    const put = api?.requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe(`/api/users/${faker._id}/profile-background`);
    expect(put?.body).toEqual({ profileBackgroundImg: "GitCat", profileBackgroundBlur: "10" });
    await waitFor(() =>
      expect(container.querySelector("[data-background]")).toHaveAttribute(
        "data-background",
        "GitCat",
      ),
    );
    expect(BACKGROUND_UPDATED_MESSAGE).toBe("Profile background updated!");
  });

  it("says 'Error updating background' when the save fails", async () => {
    const base = profileApi(faker);
    const { user, alerts } = await renderProfile(OWNER, (request) =>
      request.method === "PUT" ? fail(500, "INTERNAL", "Internal error") : base(request),
    );
    await user.click(await screen.findByRole("button", { name: "Background" }));

    await user.click(screen.getByRole("button", { name: "Save background" }));

    await expectAlert(alerts, "error", BACKGROUND_FAILED_MESSAGE);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("lets an admin edit another player, sending only what changed", async () => {
    const { user, alerts, router } = await renderProfile(ADMIN);
    expect(
      await screen.findByRole("heading", { name: "Faker's Created Scrims" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit player" }));
    const dialog = screen.getByRole("dialog", { name: "Edit player" });

    await user.click(within(dialog).getByRole("combobox", { name: "Rank number" }));
    await user.click(await screen.findByRole("option", { name: "1" }));
    const tagline = within(dialog).getByRole("textbox", { name: /tagline/i });
    await user.clear(tagline);
    await user.type(tagline, "#T1");
    await user.click(within(dialog).getByRole("button", { name: "Save player" }));

    await expectAlert(alerts, "success", USER_UPDATED_MESSAGE);
    const put = api?.requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe(`/api/users/${faker._id}`);
    expect(put?.body).toEqual({ summonerTagline: "T1", rank: "Gold 1" });
    await waitFor(() => expect(router.state.location.search).toBe("?region=EUW&tagline=T1"));
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Faker#T1");
  });

  it("does not offer an admin the Edit player control on their own profile", async () => {
    await renderProfile({ ...ADMIN, _id: faker._id });
    await screen.findByRole("heading", { level: 1 });

    expect(screen.queryByRole("button", { name: "Edit player" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Background" })).toBeInTheDocument();
  });

  it("goes home with the server's message when the player does not exist", async () => {
    const missing = "User Nobody was not found in NA";
    const { router, alerts } = await renderProfile(
      STRANGER,
      () => fail(404, "NOT_FOUND", missing),
      "/users/Nobody?region=NA",
    );

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(alerts.getSnapshot().alert).toMatchObject({ type: "error", message: missing });
  });

  it("offers a retry when the profile cannot be loaded", async () => {
    const { user } = await renderProfile(STRANGER, () => fail(500, "INTERNAL", "Internal error"));

    expect(await screen.findByText(/Could not load this profile/)).toBeInTheDocument();
    api?.use(profileApi(faker));
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Faker#KR1");
  });
});
