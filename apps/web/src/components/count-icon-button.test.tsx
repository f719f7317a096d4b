import chatPaths from "@mui/icons-material/ChatRounded?paths";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CountIconButton } from "./count-icon-button";

function renderButton(
  count: number,
  handlers: { onClick?: () => void; onApproach?: () => void } = {},
) {
  render(
    <CountIconButton
      label="Scrim chat"
      iconPaths={chatPaths}
      count={count}
      onClick={handlers.onClick ?? (() => {})}
      onApproach={handlers.onApproach}
    />,
  );
  return screen.getByRole("button", { name: /^Scrim chat/ });
}

describe("CountIconButton", () => {
  it("shows its count on the badge, hides the badge at 0 and shows 99+ above 99", () => {
    const { rerender } = render(
      <CountIconButton label="Messenger" iconPaths={chatPaths} count={0} onClick={() => {}} />,
    );
    const button = screen.getByRole("button", { name: "Messenger" });
    const badge = button.querySelector(".count-badge__count");
    expect(button).toHaveAttribute("data-count", "0");
    expect(badge).toHaveClass("count-badge--hidden");
    expect(badge).toHaveTextContent("");

    rerender(
      <CountIconButton label="Messenger" iconPaths={chatPaths} count={7} onClick={() => {}} />,
    );
    expect(badge).not.toHaveClass("count-badge--hidden");
    expect(badge).toHaveTextContent("7");

    rerender(
      <CountIconButton label="Messenger" iconPaths={chatPaths} count={120} onClick={() => {}} />,
    );
    expect(button).toHaveAttribute("data-count", "120");
    expect(badge).toHaveTextContent("99+");
    expect(button).toHaveAccessibleName("Messenger (99+)");
  });

  it("is named by its label alone while the badge is hidden", () => {
    expect(renderButton(0)).toHaveAccessibleName("Scrim chat");
  });

  it("is named by its label and the count its badge shows; the tooltip shows the label", () => {
    const button = renderButton(3);

    // What is on screen is in the name (WCAG 2.5.3): a voice command saying it finds the button.
    expect(button).toHaveAccessibleName("Scrim chat (3)");
    const tooltip = button.parentElement?.querySelector(".count-icon-button__tooltip");
    expect(tooltip).toHaveTextContent("Scrim chat");
    expect(tooltip).toHaveAttribute("aria-hidden", "true");
  });

  it("calls onApproach when the pointer reaches it, and onClick on a click", async () => {
    const onApproach = vi.fn();
    const onClick = vi.fn();
    const button = renderButton(0, { onApproach, onClick });

    await userEvent.hover(button);
    expect(onApproach).toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("calls onApproach when it takes keyboard focus", async () => {
    const onApproach = vi.fn();
    renderButton(0, { onApproach });

    await userEvent.tab();
    expect(onApproach).toHaveBeenCalledTimes(1);
  });
});
