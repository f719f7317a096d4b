import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { usersRepository } from "@/features/users/users.repository";
import { testApp } from "@/test/app";
import { buildUser, loadUserRow } from "@/test/factories";
import { BackgroundWork } from "./background";
import { withTransaction } from "./transaction";

const app = await testApp();

/** A real pino logger whose error lines are kept, to see what an effect's failure logged. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: "error" }, sink), lines };
}

describe("withTransaction", () => {
  it("runs an effect only after COMMIT: a read from outside the transaction sees the change", async () => {
    const user = await buildUser(app, { rank: "Gold 2" });
    const seenByEffect: (string | undefined)[] = [];
    const order: string[] = [];
    const result = await withTransaction(app.deps, async ({ tx, afterCommit }) => {
      await usersRepository.update(tx, user.id, { rank: "Diamond 1" });
      afterCommit(async () => {
        order.push("effect");
        // Another connection (PostgreSQL) or the same one after the transaction (PGlite).
        seenByEffect.push((await loadUserRow(app, user.id))?.rank);
      });
      order.push("work done");
      return "answer";
    });
    expect(result).toBe("answer");
    expect(order).toEqual(["work done", "effect"]);
    expect(seenByEffect).toEqual(["Diamond 1"]);
  });

  it("drops the effects of a transaction that rolls back, and rethrows", async () => {
    const user = await buildUser(app, { rank: "Gold 2" });
    let ran = false;
    await expect(
      withTransaction(app.deps, async ({ tx, afterCommit }) => {
        await usersRepository.update(tx, user.id, { rank: "Diamond 1" });
        afterCommit(() => {
          ran = true;
        });
        throw new Error("refused after writing");
      }),
    ).rejects.toThrow("refused after writing");
    expect(ran).toBe(false);
    expect((await loadUserRow(app, user.id))?.rank).toBe("Gold 2");
  });

  it("logs an effect that throws, runs the next ones, and still answers", async () => {
    const { log, lines } = recordingLogger();
    const user = await buildUser(app, { rank: "Gold 2" });
    const ran: string[] = [];
    const result = await withTransaction({ ...app.deps, log }, async ({ tx, afterCommit }) => {
      await usersRepository.update(tx, user.id, { rank: "Diamond 1" });
      afterCommit(() => {
        ran.push("first");
        throw new Error("broadcast failed");
      });
      afterCommit(async () => {
        ran.push("second");
      });
      return "saved";
    });
    expect(result).toBe("saved");
    expect(ran).toEqual(["first", "second"]);
    expect(lines).toMatchObject([{ msg: "an effect after commit failed" }]);
    expect((await loadUserRow(app, user.id))?.rank).toBe("Diamond 1");
  });

  it("runs the effects that reach outside services after all the others", async () => {
    const ran: string[] = [];
    await withTransaction(app.deps, async ({ afterCommit }) => {
      afterCommit(() => {
        ran.push("notification");
      });
      afterCommit(
        () => {
          ran.push("push");
        },
        { outside: true },
      );
      afterCommit(() => {
        ran.push("broadcast");
      });
    });
    expect(ran).toEqual(["notification", "broadcast", "push"]);
  });

  it("answers without waiting for an effect that reaches an outside service, which runs on", async () => {
    let release = () => {};
    const serviceAnswers = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ran: string[] = [];
    // The push service answers only once released: the unit of work must resolve before that.
    const result = await withTransaction(app.deps, async ({ afterCommit }) => {
      afterCommit(
        async () => {
          ran.push("push sent");
          await serviceAnswers;
          ran.push("push answered");
        },
        { outside: true },
      );
      return "answered";
    });
    expect(result).toBe("answered");
    expect(ran).toEqual(["push sent"]);
    release();
    await app.deps.background.idle();
    expect(ran).toEqual(["push sent", "push answered"]);
  });

  it("logs an outside effect that fails, after the caller had its answer", async () => {
    const { log, lines } = recordingLogger();
    const background = new BackgroundWork(log);
    await withTransaction({ ...app.deps, log, background }, async ({ afterCommit }) => {
      afterCommit(
        async () => {
          await Promise.resolve();
          throw new Error("push service down");
        },
        { outside: true },
      );
    });
    await background.idle();
    expect(lines).toMatchObject([{ msg: "an effect after commit failed" }]);
  });
});
