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

/** The link named `name` inside `region`. */
const linkIn = (region: HTMLElement, name: string) => within(region).getByRole("link", { name });

describe("AppLayout", () => {
  it("has a header with the brand, the main navigation and the account actions", () => {
    renderLayout();
    const header = screen.getByRole("banner");

    expect(linkIn(header, "Scrims")).toHaveAttribute("href", "/");
    const nav = within(header).getByRole("navigation", { name: "Main" });
    expect(linkIn(nav, "Scrims Hub")).toHaveAttribute("href", "/scrims");
    expect(linkIn(nav, "Guide")).toHaveAttribute("aria-current", "page");
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
    expect(linkIn(footer, "Privacy Policy")).toHaveAttribute("href", "/privacy-policy");
    expect(linkIn(footer, "Terms of Service")).toHaveAttribute("href", "/terms-of-service");
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
    expect(linkIn(drawer, "My Profile")).toHaveAttribute(
      "href",
      "/users/Faker?region=EUW&tagline=KR1",
    );
    expect(linkIn(drawer, "Settings")).toHaveAttribute("href", "/settings");
    expect(linkIn(drawer, "Admin Dashboard")).toHaveAttribute("href", "/admin/dashboard");
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
