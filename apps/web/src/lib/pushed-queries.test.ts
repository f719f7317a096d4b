import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { notePushed, readPastPushes } from "./pushed-queries";

describe("readPastPushes", () => {
  it("reads once when nothing was pushed meanwhile, and pushes elsewhere do not count", async () => {
    const client = new QueryClient();
    let reads = 0;
    const answer = await readPastPushes(client, ["scrims", "detail", "a"], async () => {
      reads += 1;
      notePushed(client, ["scrims", "detail", "b"]);
      notePushed(new QueryClient(), ["scrims", "detail", "a"]);
      return reads;
    });
    expect(answer).toBe(1);
  });

  it("reads again after a push under its key, and lets the fourth overtaken read stand", async () => {
    const client = new QueryClient();
    const key = ["scrims", "list"];
    let reads = 0;
    const once = await readPastPushes(client, key, async () => {
      reads += 1;
      if (reads === 1) {
        notePushed(client, key);
      }
      return reads;
    });
    expect(once).toBe(2);

    reads = 0;
    const busy = await readPastPushes(client, key, async () => {
      reads += 1;
      notePushed(client, key);
      return reads;
    });
    expect(busy).toBe(4);
  });
});
