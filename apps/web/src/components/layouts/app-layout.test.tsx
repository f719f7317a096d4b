import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@/testing/test-utils";
import { AppLayout } from "./app-layout";

function renderLayout() {
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
});
