import { QueryObserver, focusManager } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { SummonerDto } from "@scrims/shared/riot/riot.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiHandler } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import { summonerQueryOptions, toSummonerQuery } from "./get-summoner";
import { SummonerIcon } from "./summoner-icon";

const CDN = "https://ddragon.leagueoflegends.com/cdn";
const faker = { name: "Faker", summonerTagline: "KR1", region: "EUW" };
const known: SummonerDto = {
  profileIconId: 4567,
  summonerLevel: 245,
  rankedData: [],
  puuid: "puuid-faker",
};

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const summonerRequests = () =>
  api?.requests.filter((request) => request.path === "/api/riot/summoner") ?? [];

/** The Riot routes answer `summoner` (or what `summonerReply` says) and version 15.1.1. */
function riotApi(summonerReply: TestApiHandler = () => ok(known)): TestApiHandler {
  return (request) => {
    if (request.path === "/api/riot/ddragon-version") {
      return ok({ version: "15.1.1" });
    }
    if (request.path === "/api/riot/summoner") {
      return summonerReply(request);
    }
    return undefined;
  };
}

/** The app's own query client (its retry and cache rules), as in production. */
async function renderIcon(player = faker, handler = riotApi()) {
  api = await startTestApi(handler);
  const queryClient = createQueryClient();
  const view = renderRoutes([{ path: "/", element: <SummonerIcon player={player} size={72} /> }], {
    queryClient,
  });
  return { ...view, queryClient };
}

describe("summoner icon", () => {
  it("shows the icon from Data Dragon at the current version, and the summoner level", async () => {
    await renderIcon();

    const icon = await screen.findByRole("img", { name: "Faker's summoner icon" });
    expect(icon).toHaveAttribute("src", `${CDN}/15.1.1/img/profileicon/4567.png`);
    expect(screen.getByLabelText("Summoner level 245")).toHaveTextContent("245");
    expect(summonerRequests()[0]?.query.toString()).toBe("gameName=Faker&tagLine=KR1&region=EUW");
  });

  it("shows the fallback icon and no level when the lookup answers the fallback", async () => {
    await renderIcon(
      faker,
      riotApi(() => ok({ profileIconId: 29, summonerLevel: 0, rankedData: [], puuid: null })),
    );

    const icon = await screen.findByRole("img", { name: "Faker's summoner icon" });
    expect(icon).toHaveAttribute("src", `${CDN}/15.1.1/img/profileicon/29.png`);
    expect(screen.queryByLabelText(/Summoner level/)).not.toBeInTheDocument();
  });

  it("falls back to icon 29, then the stock version, then the initial when images do not load", async () => {
    await renderIcon();

    const first = await screen.findByRole("img", { name: "Faker's summoner icon" });
    fireEvent.error(first);
    const second = screen.getByRole("img", { name: "Faker's summoner icon" });
    expect(second).toHaveAttribute("src", `${CDN}/15.1.1/img/profileicon/29.png`);
    fireEvent.error(second);
    const third = screen.getByRole("img", { name: "Faker's summoner icon" });
    expect(third).toHaveAttribute("src", `${CDN}/14.24.1/img/profileicon/29.png`);
    fireEvent.error(third);

    expect(screen.queryByRole("img", { name: "Faker's summoner icon" })).not.toBeInTheDocument();
    expect(screen.getByTestId("summoner-icon")).toHaveTextContent("F");
  });

  it("shows the initial until an image has loaded, never an empty circle", async () => {
    await renderIcon();
    const circle = screen.getByTestId("summoner-icon");

    const first = await screen.findByRole("img", { name: "Faker's summoner icon" });
    // Asked for, not loaded yet (a slow CDN): the initial shows, the image is not drawn.
    expect(circle).toHaveTextContent("F");
    expect(first).toHaveClass("summoner-icon__image--loading");
    // It fails: the next one is asked for, and the initial stays meanwhile.
    fireEvent.error(first);
    const second = screen.getByRole("img", { name: "Faker's summoner icon" });
    expect(second).toHaveAttribute("src", `${CDN}/15.1.1/img/profileicon/29.png`);
    expect(circle).toHaveTextContent("F");

    fireEvent.load(second);
    expect(second).not.toHaveClass("summoner-icon__image--loading");
    expect(circle).not.toHaveTextContent("F");
  });

  it("gives a decorative icon (beside the name) no text of its own", async () => {
    api = await startTestApi(riotApi());
    renderRoutes([{ path: "/", element: <SummonerIcon player={faker} size={28} decorative /> }], {
      queryClient: createQueryClient(),
    });

    await waitFor(() =>
      expect(screen.getByTestId("summoner-icon").querySelector("img")).toHaveAttribute("alt", ""),
    );
    expect(screen.queryByRole("img", { name: /summoner icon/ })).not.toBeInTheDocument();
  });

  it("retries a failed lookup twice before showing the answer", async () => {
    let calls = 0;
    await renderIcon(
      faker,
      riotApi(() => {
        calls += 1;
        return calls <= 2 ? fail(500, "INTERNAL", "Something broke") : ok(known);
      }),
    );

    const icon = await screen.findByRole(
      "img",
      { name: "Faker's summoner icon" },
      { timeout: 6000 },
    );
    expect(icon).toHaveAttribute("src", `${CDN}/15.1.1/img/profileicon/4567.png`);
    expect(summonerRequests()).toHaveLength(3);
  }, 10_000);

  it("keeps the lookup 30 minutes and does not refetch it when the window regains focus", async () => {
    const { queryClient } = await renderIcon();
    await screen.findByRole("img", { name: "Faker's summoner icon" });

    expect(summonerRequests()).toHaveLength(1);

    // A new icon for the same player (another page) uses the cache for 30 minutes, then asks again.
    const started = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const mountAgain = async (minutes: number) => {
        vi.setSystemTime(started + minutes * 60_000);
        const observer = new QueryObserver(queryClient, summonerQueryOptions(faker));
        const unsubscribe = observer.subscribe(() => {});
        await new Promise((resolve) => setTimeout(resolve, 100));
        unsubscribe();
      };
      await mountAgain(29);
      expect(summonerRequests()).toHaveLength(1);
      await mountAgain(31);
      await waitFor(() => expect(summonerRequests()).toHaveLength(2));

      // Stale again, and the window regains focus: the icon on screen still does not refetch.
      vi.setSystemTime(started + 62 * 60_000);
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      act(() => focusManager.setFocused(undefined));
      expect(summonerRequests()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never looks up a tagline with '#', and says why on hover", async () => {
    await renderIcon({ ...faker, summonerTagline: "KR#1" });

    const icon = await screen.findByRole("img", { name: "Faker's summoner icon" });
    expect(icon).toHaveAttribute("src", `${CDN}/15.1.1/img/profileicon/29.png`);
    expect(summonerRequests()).toHaveLength(0);
    // The reason is the icon's native tooltip.
    expect(screen.getByTestId("summoner-icon")).toHaveAttribute(
      "title",
      "Tagline should not include # symbol",
    );
    await expect(toSummonerQuery({ ...faker, summonerTagline: "#KR1" })).rejects.toThrow(
      "Tagline should not include # symbol",
    );
  });
});
