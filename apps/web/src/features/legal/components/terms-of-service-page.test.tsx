import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes, sectionText } from "@/testing/test-utils";
import { TermsOfServicePage } from "./terms-of-service-page";

const renderPage = () =>
  renderRoutes([{ path: "*", element: <TermsOfServicePage /> }], {
    initialEntries: ["/terms-of-service"],
  });

const expectedTitles = [
  "1. Acceptance of terms",
  "2. Service description",
  "3. Accounts",
  "4. Eligibility",
  "5. Code of conduct",
  "6. Scrim rules",
  "7. Tournaments and prizes",
  "8. Intellectual property",
  "9. User content",
  "10. Privacy",
  "11. Disclaimers",
  "12. Limitation of liability",
  "13. Termination",
  "14. Changes to these terms",
  "15. Governing law",
  "16. Contact",
];

describe("TermsOfServicePage", () => {
  it("renders exactly 16 numbered sections in the required order", () => {
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(expectedTitles);
    expect(new Set(headings.map((heading) => heading.id)).size).toBe(16);
  });

  it("states the account, age and scrim rules", () => {
    renderPage();

    const accounts = sectionText("3. Accounts");
    expect(accounts).toMatch(/Single sign-on is required/);
    expect(accounts).toMatch(/One account per person/);
    expect(accounts).toMatch(/Smurfing is prohibited/);
    expect(accounts).toMatch(/Settings page/);
    expect(sectionText("4. Eligibility")).toMatch(/at least 13/);
    const scrimRules = sectionText("6. Scrim rules");
    expect(scrimRules).toMatch(/report the real winner/);
    expect(scrimRules).toMatch(/No-shows .* may be penalised/);
    expect(scrimRules).toMatch(/captains of the two teams settle it/);
  });

  it("states the tournament, trademark and governing law terms", () => {
    renderPage();

    const tournaments = sectionText("7. Tournaments and prizes");
    expect(tournaments).toMatch(/stated up front/);
    expect(tournaments).toMatch(/At least 70% of all entry fees go to the prize pool/);
    expect(tournaments).toMatch(/disqualification and a ban/);
    expect(sectionText("8. Intellectual property")).toMatch(/not affiliated with Riot Games/);
    expect(sectionText("15. Governing law")).toMatch(/United States/);
  });

  it("links to the privacy policy and back to sign up", () => {
    renderPage();

    const privacyLinks = screen.getAllByRole("link", { name: "Privacy Policy" });
    expect(privacyLinks).toHaveLength(2);
    for (const link of privacyLinks) {
      expect(link).toHaveAttribute("href", "/privacy-policy");
    }
    expect(screen.getByRole("link", { name: "Back to Sign Up" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });
});
