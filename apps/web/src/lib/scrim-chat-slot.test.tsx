import { render, screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it } from "vitest";
import { ScrimChatSlot, ScrimChatSlotContext } from "./scrim-chat-slot";
import type { ScrimChatSlotProps } from "./scrim-chat-slot";

type ChatButton = (props: ScrimChatSlotProps) => React.ReactNode;
let releaseButton: (button: { default: ChatButton }) => void = () => {};
const buttonCode = new Promise<{ default: ChatButton }>((resolve) => {
  releaseButton = resolve;
});
// A chat button whose code arrives when the test says so.
const LateButton = lazy(() => buttonCode);

describe("ScrimChatSlot", () => {
  it("keeps the button's room until the page is idle and its code has loaded, then shows it", async () => {
    render(
      <ScrimChatSlotContext value={LateButton}>
        <ScrimChatSlot scrimId="s1" title="Friday Customs" />
      </ScrimChatSlotContext>,
    );

    expect(screen.getByTestId("scrim-chat-placeholder")).toHaveClass("icon-button-placeholder");
    releaseButton({ default: ({ title }) => <button>{title} chat</button> });
    expect(await screen.findByRole("button", { name: "Friday Customs chat" })).toBeInTheDocument();
    expect(screen.queryByTestId("scrim-chat-placeholder")).not.toBeInTheDocument();
  });

  it("renders nothing without a chat button (visitors, tests of the card alone)", () => {
    const { container } = render(<ScrimChatSlot scrimId="s1" title="Friday Customs" />);
    expect(container).toBeEmptyDOMElement();
  });
});
