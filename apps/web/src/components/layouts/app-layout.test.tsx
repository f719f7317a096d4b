import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "@/testing/test-utils";
import { AppLayout } from "./app-layout";
import type { DrawerAccount } from "./nav-item";

function renderLayout(drawerAccount?: DrawerAccount) {
  return renderRoutes(
    [
      {
        path: "*",
        element: (
          <AppLayout
            navItems={[
              { label: "Scrims Hub", to: "/scrims" },
              { label: "Guide", to: "/guide" },
            ]}
            drawerAccount={drawerAccount}
            accountActions={<button type="button">Sign Up</button>}
          >
            <p>Page content</p>
          </AppLayout>
        ),
      },
    ],
    { initialEntries: ["/guide"] },
  );
}

describe("AppLayout", () => {
  it("has a header with the brand, the main navigation and the account actions", () => {
    renderLayout();
    const header = screen.getByRole("banner");

    expect(within(header).getByRole("link", { name: "Scrims" })).toHaveAttribute("href", "/");
    const nav = within(header).getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Scrims Hub" })).toHaveAttribute(
      "href",
      "/scrims",
    );
    expect(within(nav).getByRole("link", { name: "Guide" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(header).getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
  });

  it("renders the page inside main", () => {
    renderLayout();

    expect(within(screen.getByRole("main")).getByText("Page content")).toBeInTheDocument();
  });

  it("has a footer with this year's copyright, the legal links and the Riot disclaimer", () => {
    renderLayout();
    const footer = screen.getByRole("contentinfo");

    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Scrims`);
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    expect(footer).toHaveTextContent("Not affiliated with Riot Games");
  });

  it("puts the player's Profile, Settings, Admin and Logout in the navigation drawer", async () => {
    const onLogout = vi.fn();
    renderLayout({
      title: "Faker #KR1",
      items: [
        { label: "My Profile", to: "/users/Faker?region=EUW&tagline=KR1" },
        { label: "Settings", to: "/settings" },
        { label: "Admin Dashboard", to: "/admin/dashboard" },
      ],
      onLogout,
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    const drawer = await screen.findByRole("navigation", { name: "Account" });
    expect(within(drawer).getByText("Faker #KR1")).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/users/Faker?region=EUW&tagline=KR1",
    );
    expect(within(drawer).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
    expect(within(drawer).getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    await user.click(within(drawer).getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("leaves the account out of a visitor's drawer", async () => {
    renderLayout();
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    expect(await screen.findByRole("link", { name: "Guide" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Account" })).not.toBeInTheDocument();
  });
});
