import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { ROLES, type Role, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import { buildAdmin, buildUser, loadUserRow, seatPlayers } from "@/test/factories";
import { loadJob } from "@/test/jobs";
import {
  createScrimThroughApi,
  joinCast,
  lobbyRequests,
  scrimEditPayload,
  scrimRequests,
  seatOfUser,
} from "@/test/scrim-requests";
import { startSmtpServer, type ReceivedMail } from "@/test/smtp";
import { HOUR, fromNow } from "@/test/time";
import { waitFor } from "@/test/wait-for";
import { emailReminderJob, emailRemindersJob, reminderKey } from "./mail.jobs";

// Reminder emails against a real SMTP server: each at its moment and never earlier, only to
// consenting players seated by then and still seated, once, with the unsubscribe headers; and
// the one-click unsubscribe of the message received. The moments are a few seconds ahead, so the
// scheduler is driven by hand (runDue) as real time passes.

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const app = await testApp(
  {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Scrims <reminders@scrims.test>",
    PUBLIC_URL: "https://scrims.test",
  },
  { jobHandlers: [emailRemindersJob, emailReminderJob], ownDatabase: true },
);
const admin = await buildAdmin(app);

/** Seconds before the 1-hour reminder of a new scrim is due. */
const LEAD_MS = 2_500;

const createScrim = (title: string, start: Date) =>
  createScrimThroughApi(app, admin, { title, start });

/** The admin moves a scrim's start through the API (PUT), keeping its title. */
async function moveScrim(scrim: { _id: string; title: string }, start: Date) {
  const res = await injectAs(
    app,
    admin,
    scrimRequests.edit(scrim._id, scrimEditPayload({ title: scrim.title, gameStartTime: start })),
  );
  expect(res.statusCode, res.body).toBe(200);
}

const consenting = () => buildUser(app, { canSendEmailsToUser: true });
const mailTo = (email: string | null) => smtp.received.filter((m) => m.to.includes(email ?? ""));

/** Polls until `count` more messages arrived in total, running due jobs meanwhile. */
async function runUntilMail(count: number): Promise<void> {
  await waitFor(async () => {
    await app.scheduler.runDue();
    return smtp.received.length >= count;
  }, `${count} messages`);
}

/** Runs what is due now a few times, so a fan-out and the sends it makes all ran. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await app.scheduler.runDue();
  }
}

describe("reminder emails", () => {
  it("go at the 1-hour moment, never earlier, once, to consenting seated players, with unsubscribe headers", async () => {
    const start = fromNow(HOUR + LEAD_MS);
    const scrim = await createScrim("Reminder <night>", start);
    const day = await loadJob(app, `email-reminders:${scrim._id}:24h`);
    expect(day, "no 24-hour reminder: its moment has passed").toBeUndefined();
    const hourJob = await loadJob(app, `email-reminders:${scrim._id}:1h`);
    expect(hourJob?.runAt.getTime()).toBe(start.getTime() - HOUR);

    const [yes, no, leaver] = [await consenting(), await buildUser(app), await consenting()];
    const caster = await consenting();
    await seatPlayers(app, scrim._id, [
      { team: "teamOne", role: "Top", user: yes },
      { team: "teamOne", role: "Mid", user: no },
      { team: "teamTwo", role: "Mid", user: leaver },
    ]);
    const cast = await joinCast(app, caster, scrim._id);
    expect(cast.statusCode, cast.body).toBe(200);

    const before = smtp.received.length;
    await settle();
    expect(smtp.received.length, "nothing before the moment").toBe(before);

    await sleep(LEAD_MS + 200);
    // Seated once the moment passed: that reminder was due before they joined.
    const late = await consenting();
    await seatPlayers(app, scrim._id, [{ team: "teamTwo", role: "Top", user: late }]);
    // The fan-out runs; the leaver goes before their email is sent.
    await app.scheduler.runDue();
    expect((await loadJob(app, reminderKey(scrim._id, leaver.id, "1h", start)))?.status).toBe(
      "pending",
    );
    const left = await injectAs(app, leaver, lobbyRequests.removePlayer(scrim._id, leaver.id));
    expect(left.statusCode, left.body).toBe(200);
    await runUntilMail(before + 1);
    await settle();

    expect(mailTo(yes.email)).toHaveLength(1);
    expect(mailTo(no.email)).toHaveLength(0);
    expect(mailTo(leaver.email)).toHaveLength(0);
    expect(mailTo(late.email)).toHaveLength(0);
    expect(mailTo(caster.email)).toHaveLength(0);
    expect(smtp.received).toHaveLength(before + 1);

    const [mail] = mailTo(yes.email) as [ReceivedMail];
    const { parsed } = mail;
    expect(parsed.subject).toBe("Reminder: Reminder <night> starts in one hour");
    expect(parsed.from?.text).toBe('"Scrims" <reminders@scrims.test>');
    // The header as sent, unfolded (RFC 5322 folds long lines).
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    const header =
      /^List-Unsubscribe: +<(https:\/\/scrims\.test\/api\/email\/unsubscribe\?token=[^>]+)>\r?$/m.exec(
        headers,
      );
    const unsubscribeUrl = header?.[1] ?? "";
    expect(unsubscribeUrl).not.toBe("");
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const link = `https://scrims.test/scrims/${scrim._id}`;
    expect(parsed.text).toContain(link);
    expect(parsed.text).toContain(unsubscribeUrl);
    expect(parsed.text).toMatch(/\d{2}:\d{2} UTC/);
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.html).toContain("Reminder &lt;night&gt;");

    // One click, as a mail app does it (RFC 8058): the reminders stop.
    const url = new URL(unsubscribeUrl);
    const res = await app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await loadUserRow(app, yes.id))?.canSendEmailsToUser).toBe(false);
  });

  it("follow an edited start time, and a deleted scrim sends none", async () => {
    const first = fromNow(HOUR + LEAD_MS);
    const scrim = await createScrim("Moved scrim", first);
    const player = await consenting();
    await seatPlayers(app, scrim._id, [{ team: "teamOne", role: "ADC", user: player }]);
    const moved = new Date(first.getTime() + 2 * LEAD_MS);
    await moveScrim(scrim, moved);
    expect((await loadJob(app, `email-reminders:${scrim._id}:1h`))?.runAt.getTime()).toBe(
      moved.getTime() - HOUR,
    );

    const gone = await createScrim("Deleted scrim", fromNow(HOUR + LEAD_MS));
    const other = await consenting();
    await seatPlayers(app, gone._id, [{ team: "teamOne", role: "ADC", user: other }]);
    expect((await injectAs(app, admin, scrimRequests.remove(gone._id))).statusCode).toBe(204);
    expect(await loadJob(app, `email-reminders:${gone._id}:1h`)).toBeUndefined();

    // The old moment passes: nothing yet.
    await sleep(LEAD_MS + 200);
    await settle();
    expect(mailTo(player.email)).toHaveLength(0);

    await sleep(2 * LEAD_MS);
    const count = smtp.received.length;
    await runUntilMail(count + 1);
    await settle();
    const [mail] = mailTo(player.email) as [ReceivedMail];
    expect(mail.parsed.text).toContain(`/scrims/${scrim._id}`);
    expect(mailTo(player.email)).toHaveLength(1);
    expect(mailTo(other.email)).toHaveLength(0);
  });

  it("go to players seated before the moment and moved after it (swap, balance), not to one seated after it", async () => {
    const scrim = await createScrim("Moved seats", fromNow(3 * HOUR));
    // Team One is stronger by two Diamond players: balancing sends one of them across.
    const ranks: Record<TeamName, string[]> = {
      teamOne: ["Diamond 1", "Diamond 1", "Iron 4", "Iron 4", "Iron 4"],
      teamTwo: ["Iron 4", "Iron 4", "Iron 4", "Iron 4", "Iron 4"],
    };
    const seats: { team: TeamName; role: Role; user: Awaited<ReturnType<typeof consenting>> }[] =
      [];
    for (const team of ["teamOne", "teamTwo"] as const) {
      for (const [i, role] of ROLES.entries()) {
        const user = await buildUser(app, { canSendEmailsToUser: true, rank: ranks[team][i] });
        seats.push({ team, role, user });
      }
    }
    await seatPlayers(app, scrim._id, seats);
    const userAt = (team: TeamName, role: Role) =>
      seats.find((seat) => seat.team === team && seat.role === role)!.user;
    const leaver = userAt("teamTwo", "Support");
    // The start moves so that the 1-hour moment is just ahead; everyone above was seated before.
    const start = fromNow(HOUR + LEAD_MS);
    await moveScrim(scrim, start);
    await sleep(LEAD_MS + 200);

    // After the moment, before its fan-out runs: seats change hands every way the lobby allows.
    const swap = await injectAs(
      app,
      admin,
      lobbyRequests.swapPlayers(
        scrim._id,
        { team: "teamOne", role: "Mid" },
        { team: "teamTwo", role: "Mid" },
      ),
    );
    expect(swap.statusCode, swap.body).toBe(200);
    const balance = await injectAs(app, admin, lobbyRequests.balanceTeams(scrim._id));
    expect(balance.statusCode, balance.body).toBe(200);
    const body = balance.json<Parameters<typeof seatOfUser>[0]>();
    expect(seatOfUser(body, userAt("teamOne", "Mid").id)).toBe("teamTwo/Mid");
    const diamonds = [userAt("teamOne", "Top"), userAt("teamOne", "Jungle")];
    expect(diamonds.map((user) => seatOfUser(body, user.id)?.split("/")[0]).sort()).toEqual([
      "teamOne",
      "teamTwo",
    ]);
    const left = await injectAs(app, leaver, lobbyRequests.removePlayer(scrim._id, leaver.id));
    expect(left.statusCode, left.body).toBe(200);
    const late = await consenting();
    await seatPlayers(app, scrim._id, [{ team: "teamTwo", role: "Support", user: late }]);

    const before = smtp.received.length;
    await runUntilMail(before + 1);
    await settle();
    for (const seat of seats.filter((s) => s.user !== leaver)) {
      expect(mailTo(seat.user.email), `${seat.team}/${seat.role}`).toHaveLength(1);
    }
    expect(mailTo(leaver.email)).toHaveLength(0);
    expect(mailTo(late.email)).toHaveLength(0);
    expect(smtp.received).toHaveLength(before + 9);
  });
});
