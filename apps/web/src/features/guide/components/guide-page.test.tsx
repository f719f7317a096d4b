import { createTheme, ThemeProvider } from "@mui/material/styles";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";

import { guideSlides } from "../content/guide-slides";
import { GuidePage } from "./guide-page";

const theme = createTheme({ palette: { mode: "dark", primary: { main: "#2196F3" } } });
const total = guideSlides.length;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderGuide(initialEntry = "/guide") {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <GuidePage />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function expectSlide(slideNumber: number) {
  expect(screen.getByText(`Slide ${slideNumber} of ${total}`)).toBeInTheDocument();
  const title = guideSlides[slideNumber - 1]?.title ?? "";
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(title);
}

type Point = [clientX: number, clientY: number];

/** A finger pressed at `from` and lifted at `to`. */
function swipe(carousel: HTMLElement, [fromX, fromY]: Point, [toX, toY]: Point) {
  fireEvent.touchStart(carousel, { touches: [{ clientX: fromX, clientY: fromY }] });
  fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: toX, clientY: toY }] });
}

describe("GuidePage", () => {
  it("has between 8 and 10 slides, each with a title, text and points", () => {
    expect(total).toBeGreaterThanOrEqual(8);
    expect(total).toBeLessThanOrEqual(10);
    for (const slide of guideSlides) {
      expect(slide.title).not.toBe("");
      expect(slide.text).not.toBe("");
      expect(slide.points.length).toBeGreaterThan(0);
    }
  });

  it("starts on the first slide as an accessible carousel", () => {
    renderGuide();

    expectSlide(1);
    const carousel = screen.getByRole("region", { name: "Scrims user guide" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slide = within(carousel).getByRole("group", { name: `1 of ${total}` });
    expect(slide).toHaveAttribute("aria-roledescription", "slide");
    expect(slide.parentElement).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("moves with Next and Previous and keeps the slide in the URL", async () => {
    const user = userEvent.setup();
    renderGuide();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expectSlide(2);
    expect(screen.getByTestId("location")).toHaveTextContent("/guide?slide=2");

    await user.click(screen.getByRole("button", { name: "Next" }));
    expectSlide(3);

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expectSlide(2);
    expect(screen.getByTestId("location")).toHaveTextContent("/guide?slide=2");
  });

  it("moves with the ArrowRight and ArrowLeft keys", async () => {
    const user = userEvent.setup();
    renderGuide();

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expectSlide(3);

    await user.keyboard("{ArrowLeft}");
    expectSlide(2);
  });

  it("counts every step taken before the page re-renders", () => {
    renderGuide();

    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
      fireEvent.keyDown(window, { key: "ArrowRight" });
      fireEvent.keyDown(window, { key: "ArrowRight" });
    });

    expectSlide(4);
  });

  it("jumps to a slide from its progress dot", async () => {
    const user = userEvent.setup();
    renderGuide();

    const dot = screen.getByRole("button", { name: new RegExp(`^Go to slide 5: `) });
    await user.click(dot);

    expectSlide(5);
    expect(screen.getByRole("button", { name: /^Go to slide 5: / })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/guide?slide=5");
  });

  it("opens the slide named in ?slide= and clamps values out of range", () => {
    const { unmount } = renderGuide("/guide?slide=3");
    expectSlide(3);
    unmount();

    renderGuide("/guide?slide=99");
    expectSlide(total);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("stops at the last slide and offers the next steps", async () => {
    const user = userEvent.setup();
    renderGuide(`/guide?slide=${total - 1}`);

    await user.click(screen.getByRole("button", { name: "Next" }));

    expectSlide(total);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/signup");
  });

  it("follows horizontal swipes", () => {
    renderGuide();
    const carousel = screen.getByRole("region", { name: "Scrims user guide" });

    swipe(carousel, [300, 200], [120, 210]);
    expectSlide(2);

    swipe(carousel, [100, 200], [300, 205]);
    expectSlide(1);
  });

  it("ignores mostly vertical swipes", () => {
    renderGuide();
    const carousel = screen.getByRole("region", { name: "Scrims user guide" });

    swipe(carousel, [200, 400], [140, 100]);

    expectSlide(1);
  });
});
