import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPlayerUser, buildScrimDto, seat } from "@/testing/scrim-data";
import { renderLobby } from "@/testing/render-scrim-page";
import { ok } from "@/testing/test-api-server";

const soloGold = buildPlayerUser(1, { rank: "Silver 3" });
const flexOnly = buildPlayerUser(2, { rank: "Bronze 1" });

describe("team rows", () => {
  it("show each player's summoner icon and level, and a rank plate from solo queue only", async () => {
    const scrim = buildScrimDto({
      teamOne: [seat("teamOne", "Top", soloGold)],
      teamTwo: [seat("teamTwo", "Mid", flexOnly)],
    });
    const { api } = await renderLobby(scrim, undefined, (request) => {
      if (request.path === "/api/riot/ddragon-version") {
        return ok({ version: "15.3.1" });
      }
      if (request.path !== "/api/riot/summoner") {
        return undefined;
      }
      return request.query.get("gameName") === soloGold.name
        ? ok({
            profileIconId: 1001,
            summonerLevel: 87,
            rankedData: [{ queueType: "RANKED_SOLO_5x5", tier: "GOLD", rank: "I" }],
            puuid: "p1",
          })
        : ok({
            profileIconId: 1002,
            summonerLevel: 33,
            rankedData: [{ queueType: "RANKED_FLEX_SR", tier: "DIAMOND", rank: "II" }],
            puuid: "p2",
          });
    });

    const top = screen.getByRole("listitem", { name: `Top: ${soloGold.name}` });
    expect(await within(top).findByRole("img", { name: /summoner icon/ })).toHaveAttribute(
      "src",
      "https://ddragon.leagueoflegends.com/cdn/15.3.1/img/profileicon/1001.png",
    );
    expect(within(top).getByLabelText("Summoner level 87")).toBeInTheDocument();
    expect(await within(top).findByText("Gold 1")).toBeInTheDocument();
    expect(within(top).getByText("Solo queue")).toBeInTheDocument();

    const mid = screen.getByRole("listitem", { name: `Mid: ${flexOnly.name}` });
    expect(await within(mid).findByLabelText("Summoner level 33")).toBeInTheDocument();
    expect(within(mid).getByText("Bronze 1")).toBeInTheDocument();
    expect(within(mid).queryByText("Diamond 2")).not.toBeInTheDocument();
    expect(within(mid).getByText("Declared")).toBeInTheDocument();

    // One version lookup for the whole page, one summoner lookup per player.
    const paths = api.requests.map((request) => request.path);
    expect(paths.filter((path) => path === "/api/riot/ddragon-version")).toHaveLength(1);
    expect(paths.filter((path) => path === "/api/riot/summoner")).toHaveLength(2);
  });

  it("show the solo-queue rank the server stored until a lookup answers, or when none does", async () => {
    const stored = buildPlayerUser(3, { rank: "Silver 3", soloQueueRank: "Emerald 2" });
    const scrim = buildScrimDto({ teamOne: [seat("teamOne", "Jungle", stored)] });
    // No Riot answer (404): the icon falls back, the rank is the stored one.
    await renderLobby(scrim, undefined, () => undefined);

    const jungle = screen.getByRole("listitem", { name: `Jungle: ${stored.name}` });
    expect(within(jungle).getByText("Emerald 2")).toBeInTheDocument();
    expect(within(jungle).getByText("Solo queue")).toHaveAttribute(
      "title",
      "Ranked solo queue rank, from Riot",
    );
    expect(within(jungle).queryByText("Silver 3")).not.toBeInTheDocument();
    expect(within(jungle).getByTestId("summoner-icon")).toHaveTextContent("P");
  });
});
