import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reportMessages } from "@scrims/shared/reports/reports.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import { ReportDialog } from "./report-dialog";

const TARGET = "1b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f81";
const MESSAGE = "4b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f84";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderDialog(
  answer: "created" | "exists",
  messageId?: string,
  { reported = false }: { reported?: boolean } = {},
) {
  const onClose = vi.fn();
  api = await startTestApi((request) => {
    if (request.method === "GET" && request.path === `/api/reports/check/${TARGET}`) {
      return ok({ reported });
    }
    if (request.method === "POST" && request.path === "/api/reports") {
      return answer === "created"
        ? { status: 201, body: { report: {} } }
        : fail(409, "REPORT_EXISTS", reportMessages.reportExists);
    }
    return undefined;
  });
  const view = renderRoutes([
    {
      path: "/",
      element: (
        <ReportDialog
          open
          target={{ userId: TARGET, name: "Flamer", messageId }}
          onClose={onClose}
        />
      ),
    },
  ]);
  return { ...view, onClose, user: userEvent.setup() };
}

describe("ReportDialog", () => {
  it("sends the reason, the text and the message, then thanks and closes", async () => {
    const { user, onClose, alerts } = await renderDialog("created", MESSAGE);
    expect(screen.getByRole("dialog", { name: "Report a message of Flamer" })).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Reason" }));
    await user.click(screen.getByRole("option", { name: "Cheating" }));
    await user.type(screen.getByLabelText("What happened? (optional)"), " Scripted dodges ");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send report" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api!.requests.at(-1)?.body).toEqual({
      targetUserId: TARGET,
      reason: "cheating",
      text: "Scripted dodges",
      messageId: MESSAGE,
    });
    expect(alerts.getSnapshot().alert?.message).toBe(reportMessages.reported);
  }, 20_000);

  it("refuses a text of only blanks or zero-width characters, as the server does", async () => {
    const { user } = await renderDialog("created");
    const field = screen.getByLabelText("What happened? (optional)");
    const send = screen.getByRole("button", { name: "Send report" });
    await user.type(field, "   \u200b");
    expect(await screen.findByText(reportMessages.textBlank)).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.clear(field);
    expect(screen.queryByText(reportMessages.textBlank)).not.toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    expect(api!.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("says the player is already reported, and offers no second report, when one is open", async () => {
    const { user, onClose } = await renderDialog("created", undefined, { reported: true });

    // Said once the check answers (the form shows meanwhile, its Send disabled).
    expect(await screen.findByText(/You have already reported this player/)).toBeInTheDocument();
    const dialog = screen.getByRole("dialog", { name: "Report Flamer" });
    expect(within(dialog).queryByRole("button", { name: "Send report" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
    expect(api!.requests.map((request) => request.method)).toEqual(["GET"]);
  });

  it("waits for the check before it lets a report go", async () => {
    await renderDialog("created");
    expect(screen.getByRole("button", { name: "Send report" })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Send report" })).toBeEnabled());
  });

  it("says it is already reported when another tab's report got there first (409)", async () => {
    const { user, onClose } = await renderDialog("exists");
    const send = screen.getByRole("button", { name: "Send report" });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await screen.findByText(/You have already reported this player/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Report Flamer" })).toBeInTheDocument();
  });
});
