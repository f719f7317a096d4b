import { describe, expect, it } from "vitest";
import { MESSAGE_MAX } from "./chat.constants";
import { messageTextSchema, sendMessageInputSchema } from "./chat.schema";

describe("messageTextSchema", () => {
  it("keeps newlines and tabs inside, trims the ends and turns CRLF into LF", () => {
    expect(messageTextSchema.parse("  hi\r\nthere\tyou \n")).toBe("hi\nthere\tyou");
  });

  it("refuses empty text, blank text and text over the limit after trim", () => {
    expect(messageTextSchema.safeParse("").success).toBe(false);
    expect(messageTextSchema.safeParse(" \n\t ").success).toBe(false);
    expect(messageTextSchema.safeParse("a".repeat(MESSAGE_MAX + 1)).success).toBe(false);
    expect(messageTextSchema.parse(` ${"a".repeat(MESSAGE_MAX)} `)).toHaveLength(MESSAGE_MAX);
  });

  it("refuses other control characters (NUL, escape, DEL)", () => {
    for (const bad of ["a\u0000b", "a\u001bb", "a\u007fb", "a\u0085b"]) {
      expect(messageTextSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("keeps HTML as plain text", () => {
    expect(messageTextSchema.parse("<b>x</b>")).toBe("<b>x</b>");
  });

  it("names the empty message in the error", () => {
    const result = sendMessageInputSchema.safeParse({
      conversationId: "4b1d2f0a-4b9e-4b1c-9a55-0f0b7a1c2d3e",
      text: "   ",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Message is empty!");
  });
});
