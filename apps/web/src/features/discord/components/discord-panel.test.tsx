import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DiscordWebhookDto } from "@scrims/shared/discord/discord.schema";
import { afterEach, describe, expect, it } from "vitest";
import { fail, ok, startTestApi, type TestApi } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import { DiscordPanel } from "./discord-panel";

const BASE = "https://discord.com/api/webhooks";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

/** The panel against a local API holding `initial` webhooks; PUT and DELETE change them. */
async function renderPanel(initial: DiscordWebhookDto[]) {
  let webhooks = initial;
  api = await startTestApi((request) => {
    if (request.method === "GET" && request.path === "/api/admin/discord-webhooks") {
      return ok(webhooks);
    }
    const region = /^\/api\/admin\/discord-webhooks\/([A-Z]+)$/.exec(request.path)?.[1];
    if (request.method === "PUT" && region) {
      const { url } = request.body as { url: string };
      if (!url.startsWith(`${BASE}/`)) {
        return fail(
          400,
          "DISCORD_WEBHOOK_URL_INVALID",
          `A Discord webhook URL looks like ${BASE}/{id}/{token}.`,
        );
      }
      const saved: DiscordWebhookDto = {
        region: region as DiscordWebhookDto["region"],
        url: url.replace(/\/[^/]+$/, "/****"),
        enabled: true,
        lastError: null,
        lastErrorAt: null,
      };
      webhooks = [...webhooks.filter((w) => w.region !== region), saved];
      return ok(saved);
    }
    if (request.method === "DELETE" && region) {
      webhooks = webhooks.filter((w) => w.region !== region);
      return { status: 204 };
    }
    return undefined;
  });
  renderRoutes([{ path: "/", element: <DiscordPanel /> }]);
  return { user: userEvent.setup() };
}

const rowOf = (region: string) =>
  screen.findByRole("form", { name: `Discord webhook of ${region}` });

describe("DiscordPanel", () => {
  it("shows every region with its state, the masked URL and a switched-off webhook's error", async () => {
    await renderPanel([
      { region: "NA", url: `${BASE}/1/****`, enabled: true, lastError: null, lastErrorAt: null },
      {
        region: "EUW",
        url: `${BASE}/2/****`,
        enabled: false,
        lastError: "Discord answered 404 (Unknown Webhook)",
        lastErrorAt: "2026-11-24T17:00:00.000Z",
      },
    ]);
    const na = await rowOf("NA");
    expect(within(na).getByText("Enabled")).toBeInTheDocument();
    expect(within(na).getByText(`${BASE}/1/****`)).toBeInTheDocument();
    const euw = await rowOf("EUW");
    expect(within(euw).getByText("Disabled")).toBeInTheDocument();
    expect(within(euw).getByText(/Discord answered 404 \(Unknown Webhook\)/)).toBeInTheDocument();
    for (const region of ["EUNE", "LAN", "OCE"]) {
      expect(within(await rowOf(region)).getByText("Not set")).toBeInTheDocument();
    }
  });

  it("saves a URL, shows the server's refusal under the field, and removes a webhook", async () => {
    const { user } = await renderPanel([]);
    const oce = await rowOf("OCE");
    const field = () => within(oce).getByLabelText("Webhook URL");
    await user.click(field());
    await user.paste("https://example.com/hook");
    await user.click(within(oce).getByRole("button", { name: "Save" }));
    expect(await within(oce).findByText(/A Discord webhook URL looks like/)).toBeInTheDocument();

    await user.clear(field());
    await user.paste(`${BASE}/9/secret`);
    await user.click(within(oce).getByRole("button", { name: "Save" }));
    expect(await within(oce).findByText("Enabled")).toBeInTheDocument();
    expect(within(oce).getByText(`${BASE}/9/****`)).toBeInTheDocument();
    expect(api!.requests.find((r) => r.method === "PUT")?.path).toBe(
      "/api/admin/discord-webhooks/OCE",
    );

    await user.click(within(oce).getByRole("button", { name: "Remove" }));
    expect(await within(oce).findByText("Not set")).toBeInTheDocument();
  });
});
