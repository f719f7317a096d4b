import { screen, within } from "@testing-library/react";
import type { SummonerDto } from "@scrims/shared/riot/riot.schema";
import { afterEach, describe, expect, it } from "vitest";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { buildUserDto, renderRoutes } from "@/testing/test-utils";
import { ProfileSummaryCard } from "./profile-summary-card";

const faker = buildUserDto({
  name: "Faker",
  summonerTagline: "KR1",
  region: "EUW",
  rank: "Gold 2",
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderCard(summoner: SummonerDto, user = faker) {
  api = await startTestApi((request) => {
    if (request.path === "/api/riot/ddragon-version") {
      return ok({ version: "15.2.1" });
    }
    if (request.path === "/api/riot/summoner") {
      return ok(summoner);
    }
    return undefined;
  });
  renderRoutes([
    {
      path: "/",
      element: <ProfileSummaryCard user={user} stats={undefined} statsPending={false} />,
    },
  ]);
  return screen.getByRole("region", { name: /Faker/ });
}

describe("profile summary card", () => {
  it("shows the summoner icon, level and the solo-queue rank (not flex) from Riot", async () => {
    const card = await renderCard({
      profileIconId: 6,
      summonerLevel: 512,
      rankedData: [
        { queueType: "RANKED_FLEX_SR", tier: "CHALLENGER", rank: "I" },
        { queueType: "RANKED_SOLO_5x5", tier: "EMERALD", rank: "III" },
      ],
      puuid: "p1",
    });

    expect(await within(card).findByRole("img", { name: "Faker's summoner icon" })).toHaveAttribute(
      "src",
      "https://ddragon.leagueoflegends.com/cdn/15.2.1/img/profileicon/6.png",
    );
    expect(within(card).getByLabelText("Summoner level 512")).toBeInTheDocument();
    expect(await within(card).findByText("Emerald 3")).toBeInTheDocument();
    expect(within(card).queryByText("Challenger")).not.toBeInTheDocument();
    expect(within(card).queryByText("Gold 2")).not.toBeInTheDocument();
    expect(within(card).getByText("Solo queue")).toHaveAttribute(
      "title",
      "Ranked solo queue rank, from Riot",
    );
  });

  it("keeps the declared rank when Riot knows no solo-queue rank (lookup failed: icon 29)", async () => {
    const card = await renderCard({
      profileIconId: 29,
      summonerLevel: 0,
      rankedData: [],
      puuid: null,
    });

    expect(await within(card).findByRole("img", { name: "Faker's summoner icon" })).toHaveAttribute(
      "src",
      "https://ddragon.leagueoflegends.com/cdn/15.2.1/img/profileicon/29.png",
    );
    expect(within(card).getByText("Gold 2")).toBeInTheDocument();
    expect(within(card).getByText("Declared")).toBeInTheDocument();
  });

  it("shows the solo-queue rank the server stored while its own lookup does not find it", async () => {
    const card = await renderCard(
      { profileIconId: 29, summonerLevel: 0, rankedData: [], puuid: null },
      { ...faker, soloQueueRank: "Diamond 1" },
    );

    await within(card).findByRole("img", { name: "Faker's summoner icon" });
    expect(within(card).getByText("Diamond 1")).toBeInTheDocument();
    expect(within(card).getByText("Solo queue")).toBeInTheDocument();
    expect(within(card).queryByText("Gold 2")).not.toBeInTheDocument();
  });
});
