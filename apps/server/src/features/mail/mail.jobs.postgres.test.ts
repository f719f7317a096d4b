import { afterAll, describe, expect, it } from "vitest";
import { twoInstancesOnOneDatabase } from "@/test/app";
import { buildScrim, buildUser, seatPlayers } from "@/test/factories";
import { loadJob, raceSchedulers } from "@/test/jobs";
import { startSmtpServer } from "@/test/smtp";
import { HOUR, fromNow } from "@/test/time";
import { waitFor } from "@/test/wait-for";
import { syncTimedJobs } from "@/features/scrims/scrims.jobs";
import { emailReminderJob, emailReminderTimedJobs, emailRemindersJob } from "./mail.jobs";

// Runs only with DATABASE_URL (two processes share only a real PostgreSQL): two app instances on
// one database, both polling at once, send each player's reminder exactly once.

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const apps = twoInstancesOnOneDatabase(
  { SMTP_URL: smtp.url },
  { jobHandlers: [emailRemindersJob, emailReminderJob] },
);

describe("reminder emails with two app instances on one PostgreSQL", () => {
  it("send each player's reminder once", async () => {
    const [first, second] = [apps.first(), apps.second()];
    const lead = 1500;
    const scrims = await Promise.all(
      Array.from({ length: 3 }, () => buildScrim(first, { gameStartTime: fromNow(HOUR + lead) })),
    );
    const players: string[] = [];
    for (const scrim of scrims) {
      const users = [
        await buildUser(first, { canSendEmailsToUser: true }),
        await buildUser(first, { canSendEmailsToUser: true }),
        await buildUser(first), // no consent: no email
      ];
      await seatPlayers(first, scrim.id, [
        { team: "teamOne", role: "Top", user: users[0] },
        { team: "teamTwo", role: "Top", user: users[1] },
        { team: "teamTwo", role: "Mid", user: users[2] },
      ]);
      players.push(users[0]!.email!, users[1]!.email!);
      await syncTimedJobs(first.deps.db, emailReminderTimedJobs, { after: scrim });
    }
    await waitFor(
      () => Date.now() >= scrims[0]!.gameStartTime.getTime() - HOUR + 100,
      "the reminders' moment",
    );
    await waitFor(async () => {
      await raceSchedulers(first, second);
      const jobs = await Promise.all(
        scrims.map((scrim) => loadJob(second, `email-reminders:${scrim.id}:1h`)),
      );
      return jobs.every((job) => job?.status === "done") && smtp.received.length >= players.length;
    }, "every reminder to be sent");
    await Promise.all([first.scheduler.runDue(), second.scheduler.runDue()]);
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual([...players].sort());
  });
});
