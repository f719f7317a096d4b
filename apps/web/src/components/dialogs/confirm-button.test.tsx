import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmButton } from "./confirm-button";

function renderButton(onConfirm: (close: () => void) => void) {
  render(
    <ConfirmButton
      buttonProps={{ color: "error" }}
      title="Delete it?"
      description="It is gone for everyone."
      confirmLabel="Delete for good"
      onConfirm={onConfirm}
    >
      Delete
    </ConfirmButton>,
  );
}

describe("ConfirmButton", () => {
  it("asks first: the action runs only from the dialog, which stays open until the action closes it", async () => {
    const user = userEvent.setup();
    let close: (() => void) | undefined;
    const onConfirm = vi.fn((done: () => void) => {
      close = done;
    });
    renderButton(onConfirm);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("dialog", { name: "Delete it?" })).toHaveTextContent(
      "It is gone for everyone.",
    );
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete for good" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    act(() => close?.());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes on Cancel without running the action", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderButton(onConfirm);

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
