import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@/testing/test-utils";
import { NotFoundRoute } from "./not-found";

const routes = [
  { path: "/", element: <p>Home page</p> },
  { path: "*", Component: NotFoundRoute },
];

describe("NotFoundRoute", () => {
  it("names the missing path", () => {
    renderRoutes(routes, { initialEntries: ["/scrimz/42"] });

    expect(
      screen.getByRole("heading", { name: "Oops, /scrimz/42 doesn't exist!" }),
    ).toBeInTheDocument();
  });

  it("shows an encoded path readably", () => {
    renderRoutes(routes, { initialEntries: ["/users/Hide%20on%20bush/oops"] });

    expect(
      screen.getByRole("heading", { name: "Oops, /users/Hide on bush/oops doesn't exist!" }),
    ).toBeInTheDocument();
  });

  it("leads back home", async () => {
    renderRoutes(routes, { initialEntries: ["/nowhere"] });

    await userEvent.click(screen.getByRole("link", { name: "Back to home" }));

    expect(screen.getByText("Home page")).toBeInTheDocument();
  });
});
