import personAddPaths from "@mui/icons-material/PersonAddAlt1Rounded?paths";
import sharePaths from "@mui/icons-material/ShareRounded?paths";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws every shape of a Material icon, its circles too", () => {
    // PersonAddAlt1Rounded is a circle (the head) and a path (body and plus).
    expect(personAddPaths).toHaveLength(2);
    expect(personAddPaths[0]).toBe("M5 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0");

    const { container } = render(<Icon paths={sharePaths} />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.querySelectorAll("path")).toHaveLength(sharePaths.length);
  });
});
