import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { BanHistoryItemDto, BanHistoryPageDto } from "@scrims/shared/bans/ban-history.schema";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/testing/render-route";
import type { TestApiRequest } from "@/testing/test-api-server";
import { ok } from "@/testing/test-api-server";
import { withScreenWidth } from "@/testing/screen-width";
import { BanHistory } from "./ban-history";

const LONG_REASON = "Repeated toxic behaviour in scrim chat after two warnings";

function buildBan(n: number, overrides: Partial<BanHistoryItemDto> = {}): BanHistoryItemDto {
  return {
    _id: `0b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f${String(n).padStart(2, "0")}`,
    _user: {
      _id: `1b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f${String(n).padStart(2, "0")}`,
      name: `Player ${n}`,
      region: "EUW",
    },
    // 20:00 UTC is already the next day in the tests' zone (Asia/Kathmandu, UTC+5:45).
    dateFrom: "2026-03-10T20:00:00.000Z",
    dateTo: "2026-03-17T20:00:00.000Z",
    isActive: false,
    reason: `Reason ${n}`,
    createdAt: "2026-03-10T20:00:00.000Z",
    liftedAt: null,
    ...overrides,
  };
}

const DATES = ["2026-03-11", "2026-02-01"];

/** The history API: `total` bans, cut into the asked page; records every request. */
function historyApi(total: number, firstBans: BanHistoryItemDto[] = []) {
  return (request: TestApiRequest) => {
    if (request.path === "/api/admin/all-bans-history/dates") {
      return ok({ dates: DATES });
    }
    if (request.path === "/api/admin/all-bans-history/names") {
      return ok({ names: [{ name: "Player 1", region: "EUW" }] });
    }
    if (request.path === "/api/admin/all-bans-history") {
      const page = Number(request.query.get("page"));
      const pageSize = Number(request.query.get("pageSize"));
      const start = (page - 1) * pageSize;
      const count = Math.max(0, Math.min(pageSize, total - start));
      const bans = Array.from(
        { length: count },
        (_, i) => firstBans[start + i] ?? buildBan(start + i + 1),
      );
      const body: BanHistoryPageDto = {
        bans,
        total,
        page,
        pageSize,
        pageCount: Math.ceil(total / pageSize),
      };
      return ok(body);
    }
    return undefined;
  };
}

/** Opens a select of the page and answers its options' texts. */
async function openOptions(user: UserEvent, name: string) {
  await user.click(screen.getByRole("combobox", { name }));
  return within(screen.getByRole("listbox"))
    .getAllByRole("option")
    .map((option) => option.textContent);
}

const render = (api: ReturnType<typeof historyApi>) =>
  renderRoute({
    path: "/admin/bans",
    element: <BanHistory />,
    viewer: { isAdmin: true },
    api,
    otherPages: { "/users/:name": "Profile page" },
  });

const historyRequests = (requests: TestApiRequest[]) =>
  requests.filter((request) => request.path === "/api/admin/all-bans-history");
const lastQuery = (requests: TestApiRequest[]) => historyRequests(requests).at(-1)?.query;

describe("ban history on a desktop", { timeout: 20_000 }, () => {
  withScreenWidth(1280);

  it("shows 'Loading Data', then the spec's table: name to the profile, MM/DD/YYYY, status, reason cut at 32", async () => {
    const bans = [
      buildBan(1, { reason: LONG_REASON, isActive: true }),
      buildBan(2, { reason: "Spam" }),
    ];
    const { api, user } = await render(historyApi(2, bans));
    expect(screen.getByText("Loading Data")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Ban history" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Summoner Name", "Date From", "Date To", "Status", "Reason"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first!).getByRole("link", { name: "Player 1" })).toHaveAttribute(
      "href",
      "/users/Player%201?region=EUW",
    );
    expect(first).toHaveTextContent("03/11/2026");
    expect(first).toHaveTextContent("03/18/2026");
    expect(within(first!).getByText("Active")).toBeInTheDocument();
    expect(within(second!).getByText("Inactive/Expired")).toBeInTheDocument();
    const cut = `${LONG_REASON.slice(0, 32)}…`;
    expect(within(first!).getByText(cut)).toBeInTheDocument();
    expect(screen.queryByText(LONG_REASON)).not.toBeInTheDocument();
    await user.hover(within(first!).getByText(cut));
    expect(await screen.findByRole("tooltip")).toHaveTextContent(LONG_REASON);
    expect(within(second!).getByText("Spam")).toBeInTheDocument();

    const query = lastQuery(api.requests)!;
    expect(Object.fromEntries(query)).toEqual({
      page: "1",
      pageSize: "10",
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await user.click(within(first!).getByRole("link", { name: "Player 1" }));
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
  });

  it("asks the server for each page and page size ('Results per page:' 10 to 100, default 10)", async () => {
    const { api, user } = await render(historyApi(45));
    await screen.findByRole("table", { name: "Ban history" });
    expect(screen.getByText("1–10 of 45")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(lastQuery(api.requests)?.get("page")).toBe("2"));
    expect(await screen.findByText("Player 11")).toBeInTheDocument();
    expect(await openOptions(user, "Results per page:")).toEqual([
      "10",
      "20",
      "30",
      "40",
      "50",
      "100",
    ]);
    await user.click(screen.getByRole("option", { name: "20" }));
    await waitFor(() => expect(lastQuery(api.requests)?.get("pageSize")).toBe("20"));
    expect(lastQuery(api.requests)?.get("page")).toBe("1");
    expect(await screen.findByText("1–20 of 45")).toBeInTheDocument();
  });

  it("filters on the server by status, start day (All, then the days newest first) and name", async () => {
    const { api, user } = await render(historyApi(12));
    await screen.findByRole("table", { name: "Ban history" });
    await user.click(screen.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(lastQuery(api.requests)?.get("page")).toBe("2"));

    expect(await openOptions(user, "Status")).toEqual(["All", "Active", "Expired"]);
    await user.click(screen.getByRole("option", { name: "Expired" }));
    await waitFor(() => expect(lastQuery(api.requests)?.get("status")).toBe("expired"));
    expect(lastQuery(api.requests)?.get("page")).toBe("1");

    expect(await openOptions(user, "Date From")).toEqual(["All", "03/11/2026", "02/01/2026"]);
    await user.click(screen.getByRole("option", { name: "03/11/2026" }));
    await waitFor(() => expect(lastQuery(api.requests)?.get("date")).toBe("2026-03-11"));

    await user.type(screen.getByRole("combobox", { name: "Summoner Name" }), "play");
    const option = await screen.findByRole("option", { name: "Player 1" });
    expect(api.requests.find((request) => request.path.endsWith("/names"))?.query.get("q")).toBe(
      "play",
    );
    await user.click(option);
    await waitFor(() => expect(lastQuery(api.requests)?.get("name")).toBe("Player 1"));
    expect(Object.fromEntries(lastQuery(api.requests)!)).toMatchObject({
      status: "expired",
      date: "2026-03-11",
      page: "1",
    });
  });

  it("says so when there are no bans", async () => {
    await render(historyApi(0));
    expect(await screen.findByText("No bans found")).toBeInTheDocument();
  });
});

describe("ban history on a phone", { timeout: 20_000 }, () => {
  withScreenWidth(390);

  it("shows cards instead of the table, 3 per page by default, sizes 3 to 30", async () => {
    const { api, user } = await render(historyApi(7, [buildBan(1, { reason: LONG_REASON })]));
    const cards = await screen.findByRole("list", { name: "Ban history" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const items = within(cards).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole("link", { name: "Player 1" })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent("Date From03/11/2026");
    expect(items[0]).toHaveTextContent(`${LONG_REASON.slice(0, 32)}…`);
    expect(lastQuery(api.requests)?.get("pageSize")).toBe("3");
    expect(await openOptions(user, "Results per page:")).toEqual([
      "3",
      "5",
      "10",
      "15",
      "20",
      "25",
      "30",
    ]);
  });
});
