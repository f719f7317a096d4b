import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import type { AuthContextValue } from "@/lib/session";
import { AccountActions } from "./account-actions";

function renderActions(auth: AuthContextValue) {
  return renderRoutes([{ path: "/", Component: AccountActions }], { auth });
}

describe("AccountActions", () => {
  it("offers Login and Sign Up to visitors", () => {
    renderActions(buildAuthValue());

    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/signup?login=1");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  });

  it("offers only Log out while the account is being registered", () => {
    renderActions(buildAuthValue({ hasSession: true }));

    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("shows the account menu to a signed-in player", async () => {
    renderActions(buildAuthValue({ currentUser: buildSessionUser({ name: "Caps" }) }));

    expect(await screen.findByRole("button", { name: /Caps/ })).toHaveAttribute(
      "aria-haspopup",
      "menu",
    );
  });
});
