import { useTheme } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScrimChatSlot, ScrimChatSlotContext } from "./scrim-chat-slot";

function ThemeProbe({ title }: { title: string }) {
  const theme = useTheme();
  return (
    <p>
      {title}: {theme.palette.mode} {theme.palette.primary.main}
    </p>
  );
}

describe("ScrimChatSlot", () => {
  it("renders the chat button inside the app's MUI theme, also where the page has none", async () => {
    // No ThemeProvider around: the hub's cards are drawn without MUI.
    render(
      <ScrimChatSlotContext value={ThemeProbe}>
        <ScrimChatSlot scrimId="s1" title="Friday Customs" />
      </ScrimChatSlotContext>,
    );

    expect(screen.getByTestId("scrim-chat-placeholder")).toBeInTheDocument();
    expect(await screen.findByText("Friday Customs: dark #2196F3")).toBeInTheDocument();
    expect(screen.queryByTestId("scrim-chat-placeholder")).not.toBeInTheDocument();
  });

  it("renders nothing without a chat button (visitors, tests of the card alone)", () => {
    const { container } = render(<ScrimChatSlot scrimId="s1" title="Friday Customs" />);
    expect(container).toBeEmptyDOMElement();
  });
});
