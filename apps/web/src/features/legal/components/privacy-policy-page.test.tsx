import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes, sectionText } from "@/testing/test-utils";
import { PrivacyPolicyPage } from "./privacy-policy-page";

const renderPage = () =>
  renderRoutes([{ path: "*", element: <PrivacyPolicyPage /> }], {
    initialEntries: ["/privacy-policy"],
  });

const expectedTitles = [
  "1. Information we collect",
  "2. How we use it",
  "3. Sharing",
  "4. Security",
  "5. Your rights",
  "6. Cookies",
  "7. Children",
  "8. Third parties",
  "9. Data retention",
  "10. Changes to this policy",
  "11. Contact",
  "12. Legal disclaimer",
];

describe("PrivacyPolicyPage", () => {
  it("renders the title and the last updated date", () => {
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toHaveTextContent(/Last updated: \w+ \d{1,2}, \d{4}/);
  });

  it("renders exactly 12 numbered sections in the required order", () => {
    renderPage();

    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(expectedTitles);
  });

  it("links every table of contents entry to its section heading", () => {
    renderPage();

    const toc = screen.getByRole("navigation", { name: "Contents" });
    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(12);
    links.forEach((link, index) => {
      const id = link.getAttribute("href")?.slice(1) ?? "";
      expect(document.getElementById(id)).toHaveTextContent(expectedTitles[index] ?? "");
    });
  });

  it("lists the data collected and how each item is used", () => {
    renderPage();

    const text = sectionText("1. Information we collect");
    for (const item of [
      "Game account ID",
      "Summoner name and tagline",
      "Rank",
      "Region",
      "Discord username",
      "Match stats",
    ]) {
      expect(text).toContain(item);
    }
  });

  it("states the sharing, rights, cookie, age and retention rules", () => {
    renderPage();

    expect(sectionText("3. Sharing")).toMatch(/never sell/);
    expect(sectionText("3. Sharing")).toMatch(/single sign-on provider/);
    expect(sectionText("3. Sharing")).toMatch(/law requires/);
    expect(sectionText("5. Your rights")).toMatch(/Access.*Correct.*Delete.*Opt out of email/s);
    expect(sectionText("6. Cookies")).toMatch(/essential cookies/);
    expect(sectionText("7. Children")).toMatch(/under 13/);
    expect(sectionText("9. Data retention")).toMatch(/within 30 days of account deletion/);
    expect(sectionText("9. Data retention")).toMatch(/Settings page/);
  });

  it("links back to sign up and on to the terms", () => {
    renderPage();

    expect(screen.getByRole("link", { name: "Back to Sign Up" })).toHaveAttribute(
      "href",
      "/signup",
    );
    for (const link of screen.getAllByRole("link", { name: "Terms of Service" })) {
      expect(link).toHaveAttribute("href", "/terms-of-service");
    }
  });
});
