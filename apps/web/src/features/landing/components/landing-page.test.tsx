import { screen, waitFor, within } from "@testing-library/react";
import type { SiteInfoDto } from "@scrims/shared/site/site.schema";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import { siteKeys } from "../api/get-site-info";
import { LandingPage } from "./landing-page";

const NO_LINKS: SiteInfoDto = { community: { twitchUrl: null, discordUrl: null, xUrl: null } };

let api: TestApi;
let site: SiteInfoDto = NO_LINKS;
beforeEach(async () => {
  site = NO_LINKS;
  api = await startTestApi((request) => (request.path === "/api/site" ? ok(site) : undefined));
});
afterEach(() => api.close());

function renderPage() {
  return renderRoutes([{ path: "/", element: <LandingPage /> }]);
}

describe("LandingPage", () => {
  it("offers Create Account and Login in the hero", () => {
    renderPage();

    expect(screen.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/signup?login=1");
  });

  it("names the product and its promise", () => {
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Scrims" })).toBeInTheDocument();
    expect(screen.getByText(/Organised 5v5 custom practice games/)).toBeInTheDocument();
    for (const promise of [
      "Casted 5v5 customs every Friday",
      "Prized events",
      "Random game modes",
      "A community to play with",
      "Free coaching",
    ]) {
      expect(screen.getByText(promise)).toBeInTheDocument();
    }
  });

  it("shows three feature cards", () => {
    renderPage();

    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });

  it("links nowhere outside the app", () => {
    renderPage();

    for (const link of screen.getAllByRole("link")) {
      expect(link.getAttribute("href")).toMatch(/^\//);
    }
  });

  it("links to the community channels the server configured, in a new tab", async () => {
    site = {
      community: {
        twitchUrl: "https://www.twitch.tv/scrims",
        discordUrl: null,
        xUrl: "https://x.com/scrims",
      },
    };
    renderPage();

    const section = await screen.findByRole("region", { name: "Join the community" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Watch on Twitch", "https://www.twitch.tv/scrims"],
      ["Follow us on X", "https://x.com/scrims"],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("shows no community section when no link is configured", async () => {
    const { queryClient } = renderPage();

    await waitFor(() => expect(queryClient.getQueryState(siteKeys.info())?.status).toBe("success"));
    expect(screen.queryByRole("region", { name: "Join the community" })).not.toBeInTheDocument();
  });
});
