import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_ERRORS_TITLE } from "@/components/forms/form-errors-alert";
import { createQueryClient } from "@/lib/query-client";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { REGISTERED_MESSAGE, RegistrationStepper } from "./registration-stepper";

const routes: RouteObject[] = [
  { path: "/signup", element: <RegistrationStepper /> },
  { path: "/scrims", element: <p>Scrims Hub page</p> },
];

const registered = { token: "registered-token", user: buildSessionUser({ name: "Caps" }) };

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi((request) =>
    request.method === "POST" && request.path === "/api/auth/register" ? ok(registered) : undefined,
  );
});
afterEach(() => api.close());

function renderStepper() {
  const signIn = vi.fn();
  const alerts = createAlertsStore();
  const view = renderRoutes(routes, {
    initialEntries: ["/signup"],
    auth: buildAuthValue({ hasSession: true, signIn }),
    alerts,
    queryClient: createQueryClient({ alerts }),
  });
  return { ...view, signIn, user: userEvent.setup() };
}

const stepTitle = () => screen.getByRole("heading", { level: 2 });

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /summoner name/i }), "Caps");
  await user.type(screen.getByRole("textbox", { name: /tagline/i }), "EUW");
  await user.type(screen.getByRole("textbox", { name: /discord username/i }), "caps#0001");
}

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  option: string,
) {
  await user.click(screen.getByRole("combobox", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

// Menus on every step: jsdom is slow on a busy machine.
describe("RegistrationStepper", { timeout: 15_000 }, () => {
  it("lists each empty field as '{field} is empty!' under 'Please correct the following error'", async () => {
    const { user } = renderStepper();

    await user.click(screen.getByRole("button", { name: "Next" }));

    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(FORM_ERRORS_TITLE)).toBeInTheDocument();
    expect(FORM_ERRORS_TITLE).toBe("Please correct the following error");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Summoner name is empty!", "Tagline is empty!", "Discord username is empty!"]);
    expect(stepTitle()).toHaveTextContent("Your summoner details");
  });

  it("shows the schema's other rules the same way, one message per field", async () => {
    const { user } = renderStepper();
    await user.type(screen.getByRole("textbox", { name: /summoner name/i }), "C@");
    await user.type(screen.getByRole("textbox", { name: /tagline/i }), "TOOLONG");
    await user.type(screen.getByRole("textbox", { name: /discord username/i }), "caps");

    await user.click(screen.getByRole("button", { name: "Next" }));

    const items = within(screen.getByRole("alert")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Summoner name must be at least 3 characters",
      "Tagline must be at most 5 characters",
    ]);
  });

  it("strips '#' from the tagline as it is typed and shows the hint", async () => {
    const { user } = renderStepper();
    const tagline = screen.getByRole("textbox", { name: /tagline/i });

    await user.type(tagline, "#NA#1");

    expect(tagline).toHaveValue("NA1");
    expect(screen.getByText("Without # (e.g. NA1)")).toBeInTheDocument();
    expect(screen.getByText("e.g. summoner or summoner#1234")).toBeInTheDocument();
  });

  it("defaults to NA and offers the five regions", async () => {
    const { user } = renderStepper();
    const region = screen.getByRole("combobox", { name: /region/i });
    expect(region).toHaveTextContent("NA");

    await user.click(region);

    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "NA",
      "EUW",
      "EUNE",
      "LAN",
      "OCE",
    ]);
  });

  it("advances with Enter from a field", async () => {
    const { user } = renderStepper();
    await fillDetails(user);

    await user.keyboard("{Enter}");

    expect(stepTitle()).toHaveTextContent("Your rank");
  });

  it("asks for a rank number only from Iron to Diamond and previews the rank as sent", async () => {
    const { user } = renderStepper();
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    const preview = () => screen.getByRole("status", { name: "Rank preview" });

    expect(screen.getByRole("combobox", { name: "Rank division" })).toHaveTextContent("Iron");
    expect(screen.getByRole("combobox", { name: "Rank number" })).toHaveTextContent("4");
    expect(preview()).toHaveTextContent("Iron 4");

    await chooseOption(user, "Rank division", "Gold");
    await chooseOption(user, "Rank number", "2");
    expect(preview()).toHaveTextContent("Gold 2");

    await chooseOption(user, "Rank division", "Master");
    expect(screen.queryByRole("combobox", { name: "Rank number" })).not.toBeInTheDocument();
    expect(preview()).toHaveTextContent(/^Master$/);

    await chooseOption(user, "Rank division", "Unranked");
    expect(preview()).toHaveTextContent(/^Unranked$/);
  });

  it("goes back with Backspace outside a field, but not from inside one", async () => {
    const { user } = renderStepper();
    await fillDetails(user);
    await user.keyboard("{Enter}");
    expect(stepTitle()).toHaveTextContent("Your rank");

    // Focus is on a select: Backspace belongs to it.
    screen.getByRole("combobox", { name: "Rank division" }).focus();
    await user.keyboard("{Backspace}");
    expect(stepTitle()).toHaveTextContent("Your rank");

    screen.getByRole("button", { name: "Next" }).focus();
    await user.keyboard("{Backspace}");
    expect(stepTitle()).toHaveTextContent("Your summoner details");
    // Nothing typed was lost.
    expect(screen.getByRole("textbox", { name: /summoner name/i })).toHaveValue("Caps");

    await user.click(screen.getByRole("textbox", { name: /discord username/i }));
    await user.keyboard("{Backspace}");
    expect(stepTitle()).toHaveTextContent("Your summoner details");
    expect(screen.getByRole("textbox", { name: /discord username/i })).toHaveValue("caps#000");
  });

  it("summarises everything, then creates the account, signs in and goes to the Scrims Hub", async () => {
    const { user, signIn, alerts, router } = renderStepper();
    await fillDetails(user);
    await user.click(screen.getByRole("checkbox"));
    await user.keyboard("{Enter}");
    await chooseOption(user, "Rank division", "Diamond");
    await chooseOption(user, "Rank number", "1");
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(stepTitle()).toHaveTextContent("Check and create");
    const summary = screen.getByRole("group");
    expect(within(summary).getByText("Caps")).toBeInTheDocument();
    expect(within(summary).getByText("#EUW")).toBeInTheDocument();
    expect(within(summary).getByText("NA")).toBeInTheDocument();
    expect(within(summary).getByText("caps#0001")).toBeInTheDocument();
    expect(within(summary).getByText("Diamond 1")).toBeInTheDocument();
    expect(within(summary).getByText("Yes")).toBeInTheDocument();

    // Enter on the last step submits.
    await user.keyboard("{Enter}");

    await waitFor(() => expect(router.state.location.pathname).toBe("/scrims"));
    const request = api.requests.find((r) => r.path === "/api/auth/register");
    expect(request?.body).toEqual({
      name: "Caps",
      summonerTagline: "EUW",
      region: "NA",
      discord: "caps#0001",
      rank: "Diamond 1",
      canSendEmailsToUser: true,
    });
    expect(signIn).toHaveBeenCalledWith(registered);
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: REGISTERED_MESSAGE,
    });
    expect(REGISTERED_MESSAGE).toBe("Account created successfully, welcome!");
  });

  it("shows the server's message when the summoner name is taken, and stays", async () => {
    const taken = "Summoner name Caps in NA is already taken!";
    api.use(() => fail(409, "CONFLICT", taken));
    const { user, signIn, alerts, router } = renderStepper();
    await fillDetails(user);
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");

    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const changeDetails = await screen.findByRole("button", { name: "Change details" });
    expect(within(screen.getByRole("group")).getByText(taken)).toBeInTheDocument();
    expect(alerts.getSnapshot().alert).toMatchObject({ type: "error", message: taken });
    expect(router.state.location.pathname).toBe("/signup");
    expect(signIn).not.toHaveBeenCalled();

    await user.click(changeDetails);
    expect(stepTitle()).toHaveTextContent("Your summoner details");
  });
});
