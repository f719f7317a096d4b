import { act, renderHook } from "@testing-library/react";
import { accountDetailsInputSchema } from "@scrims/shared/users/users.schema";
import { describe, expect, it, vi } from "vitest";
import { useZodForm } from "./use-zod-form";

const valid = {
  name: "  Faker ",
  summonerTagline: "KR1",
  region: "EUW",
  discord: "faker",
  rank: "Gold 2",
  canSendEmailsToUser: true,
};

function renderForm(defaultValues: Record<string, unknown>) {
  return renderHook(() =>
    useZodForm({
      schema: accountDetailsInputSchema,
      defaultValues,
      // What the fields hold is not what is sent: a field that is not part of the body drops out.
      toInput: ({ isAdmin: _ignored, ...input }) => input,
    }),
  );
}

describe("useZodForm", () => {
  it("hands the schema's output (trimmed, unknown keys dropped) to the submit handler", async () => {
    const { result } = renderForm({ ...valid, isAdmin: true, extra: "x" });
    const onValid = vi.fn();

    await act(() => result.current.submit(onValid)());

    expect(onValid).toHaveBeenCalledWith({ ...valid, name: "Faker" });
    expect(result.current.errors).toEqual([]);
    expect(result.current.failedAttempts).toBe(0);
  });

  it("keeps only the first problem of each field, in field order, until the next submit", async () => {
    const { result } = renderForm({
      name: "",
      summonerTagline: "",
      region: "KR",
      discord: "",
      rank: "Gold",
      canSendEmailsToUser: false,
    });
    const onValid = vi.fn();

    await act(() => result.current.submit(onValid)());

    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.submitted).toBe(true);
    expect(result.current.failedAttempts).toBe(1);
    expect(result.current.errors).toEqual([
      "Summoner name is empty!",
      "Tagline is empty!",
      expect.stringContaining("NA"),
      "Discord username is empty!",
      expect.stringContaining("Rank must be a division"),
    ]);

    // Fixing a field does not hide the list: the next submit says what is still wrong.
    act(() => result.current.change({ name: "Faker", summonerTagline: "KR1" }));
    expect(result.current.errors).toHaveLength(5);
    await act(() => result.current.submit(onValid)());
    expect(result.current.errors).toEqual([
      expect.stringContaining("NA"),
      "Discord username is empty!",
      expect.stringContaining("Rank must be a division"),
    ]);
    expect(result.current.failedAttempts).toBe(2);

    act(() => result.current.change({ region: "EUW", discord: "faker", rank: "Gold 2" }));
    await act(() => result.current.submit(onValid)());
    expect(onValid).toHaveBeenCalledOnce();
    expect(result.current.errors).toEqual([]);
  });
});
