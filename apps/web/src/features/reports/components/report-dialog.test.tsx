import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reportMessages } from "@scrims/shared/reports/reports.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import { ReportDialog } from "./report-dialog";

const TARGET = "1b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f81";
const MESSAGE = "4b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f84";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderDialog(answer: "created" | "exists", messageId?: string) {
  const onClose = vi.fn();
  api = await startTestApi((request) => {
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
    expect(send).toBeEnabled();
    expect(api!.requests).toEqual([]);
  });

  it("stays open when a report of this player is already open (409)", async () => {
    const { user, onClose } = await renderDialog("exists");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(api!.requests.length).toBe(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Report Flamer" })).toBeInTheDocument();
  });
});
