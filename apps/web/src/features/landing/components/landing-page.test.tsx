import { createTheme, ThemeProvider } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { LandingPage } from "./landing-page";

const theme = createTheme({ palette: { mode: "dark", primary: { main: "#2196F3" } } });

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={["/"]}>
        <LandingPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe("LandingPage", () => {
  it("offers Create Account and Login in the hero", () => {
    renderPage();

    expect(screen.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/signup?login=1");
  });

  it("names the product and its promise", () => {
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Scrims" })).toBeInTheDocument();
    expect(screen.getByText(/Organised 5v5 custom practice games/)).toBeInTheDocument();
    for (const promise of [
      "Casted 5v5 customs every Friday",
      "Prized events",
      "Random game modes",
      "A community to play with",
      "Free coaching",
    ]) {
      expect(screen.getByText(promise)).toBeInTheDocument();
    }
  });

  it("shows three feature cards", () => {
    renderPage();

    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });

  it("links nowhere outside the app", () => {
    renderPage();

    for (const link of screen.getAllByRole("link")) {
      expect(link.getAttribute("href")).toMatch(/^\//);
    }
  });
});
