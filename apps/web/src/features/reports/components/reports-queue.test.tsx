import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReportDto } from "@scrims/shared/reports/reports.schema";
import { afterEach, describe, expect, it } from "vitest";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { buildUserDto, renderRoutes } from "@/testing/test-utils";
import { NO_REPORTS_TEXT, ReportsQueue, type RenderBanDialog } from "./reports-queue";

const target = buildUserDto({ _id: "1b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f81", name: "Flamer" });
const reporter = buildUserDto({ _id: "2b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f82", name: "Victim" });

function buildReport(overrides: Partial<ReportDto> = {}): ReportDto {
  return {
    _id: "3b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f83",
    reason: "harassment",
    text: "Insulted the whole team",
    status: "open",
    reporter,
    target,
    context: {
      message: {
        _id: "4b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f84",
        text: "uninstall the game",
        createdAt: "2026-11-20T18:00:00.000Z",
      },
      scrim: { _id: "5b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f85", title: "Friday Clash" },
    },
    createdAt: "2026-11-20T18:05:00.000Z",
    ...overrides,
  };
}

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

/** A ban dialog that bans at once with fixed dates (the real one is tested on its own). */
const instantBan: RenderBanDialog = ({ ban, onClose }) => (
  <button
    type="button"
    onClick={() =>
      void ban({
        dateFrom: "2026-11-24T00:00:00.000Z",
        dateTo: "2026-11-27T00:00:00.000Z",
        reason: "Harassment",
      }).then(onClose)
    }
  >
    Confirm ban
  </button>
);

async function renderQueue(initial: ReportDto[]) {
  let open = initial;
  api = await startTestApi((request) => {
    if (request.method === "GET" && request.path === "/api/admin/reports") {
      return ok(open.filter(() => request.query.get("status") === "open"));
    }
    const closing = /^\/api\/admin\/reports\/([^/]+)\/(dismiss|ban)$/.exec(request.path);
    if (request.method === "POST" && closing) {
      const report = open.find((r) => r._id === closing[1])!;
      open = open.filter((r) => r !== report);
      const status = closing[2] === "ban" ? "banned" : "dismissed";
      return ok({ report: { ...report, status } });
    }
    return undefined;
  });
  const view = renderRoutes([
    { path: "/", element: <ReportsQueue renderBanDialog={instantBan} /> },
  ]);
  return { ...view, api, user: userEvent.setup() };
}

describe("ReportsQueue", () => {
  it("shows each open report with its reason, text, message and scrim", async () => {
    await renderQueue([buildReport()]);
    const card = await screen.findByRole("article", { name: "Report of Flamer" });
    expect(within(card).getByText("Harassment")).toBeInTheDocument();
    expect(within(card).getByText("Insulted the whole team")).toBeInTheDocument();
    expect(within(card).getByText("uninstall the game")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Friday Clash" })).toHaveAttribute(
      "href",
      "/scrims/5b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f85",
    );
    expect(within(card).getByRole("link", { name: "Victim" })).toBeInTheDocument();
    expect(screen.getByText("1 open")).toBeInTheDocument();
  });

  it("dismisses a report: it leaves the queue", async () => {
    const { user } = await renderQueue([buildReport()]);
    const card = await screen.findByRole("article", { name: "Report of Flamer" });
    await user.click(within(card).getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText(NO_REPORTS_TEXT)).toBeInTheDocument();
    expect(api!.requests.some((r) => r.path.endsWith("/dismiss"))).toBe(true);
  });

  it("bans from a report through the report's route, and the report leaves the queue", async () => {
    const { user } = await renderQueue([buildReport()]);
    const card = await screen.findByRole("article", { name: "Report of Flamer" });
    await user.click(within(card).getByRole("button", { name: "Ban Flamer" }));
    await user.click(screen.getByRole("button", { name: "Confirm ban" }));
    await waitFor(() => expect(screen.getByText(NO_REPORTS_TEXT)).toBeInTheDocument());
    const ban = api!.requests.find((r) => r.path.endsWith("/ban"));
    expect(ban?.body).toMatchObject({ reason: "Harassment" });
  });
});
