import type { Deps } from "@/lib/deps";
import { scheduleJobOnce, type JobHandler } from "@/lib/scheduler";
import type { ScrimTimedJob } from "@/features/scrims/scrims.jobs";
import { mailRepository } from "./mail.repository";
import {
  REMINDER_KIND_LIST,
  reminderMessage,
  reminderMoment,
  reminderStillUseful,
  type ReminderKind,
} from "./mail.rules";
import { unsubscribeUrlOf } from "./mail.service";

// Reminder emails, 24 hours and 1 hour before a scrim's start, to its seated players who agreed
// to emails. Two steps, both in the job table:
// 1. `email-reminders:{scrimId}:{kind}` at the reminder's moment (a timed job of the scrim: moved
//    with its start, dropped with it) lists the consenting players seated by that moment;
// 2. for each, `email-reminder:{scrimId}:{userId}:{kind}:{start}` sends one email. Its key is
//    unique and inserted only once, so a second process, a rerun of step 1 or a restart never
//    sends it again; a new start time is a new key, so a moved scrim gets reminders at its new
//    times. The send re-checks the seat, the consent and the start first.

const EMAIL_REMINDERS = "email-reminders";
const EMAIL_REMINDER = "email-reminder";

const fanOutKey = (scrimId: string, kind: ReminderKind) => `${EMAIL_REMINDERS}:${scrimId}:${kind}`;

/** The key of one player's reminder; exported for tests. */
export const reminderKey = (scrimId: string, userId: string, kind: ReminderKind, start: Date) =>
  `${EMAIL_REMINDER}:${scrimId}:${userId}:${kind}:${start.toISOString()}`;

type FanOutPayload = { scrimId: string; kind: ReminderKind; gameStartTime: string };
type ReminderPayload = FanOutPayload & { userId: string };

/**
 * The fan-out of each reminder kind, as a scrim's timed job: at the reminder's moment, none when
 * that moment has already passed (a scrim made or moved to less than a day ahead gets no 24-hour
 * reminder).
 */
export const emailReminderTimedJobs: ScrimTimedJob[] = REMINDER_KIND_LIST.map((kind) => ({
  kind: EMAIL_REMINDERS,
  key: (scrimId) => fanOutKey(scrimId, kind),
  runsAt: (scrim, now) => {
    const runAt = reminderMoment(scrim.gameStartTime, kind);
    return runAt <= now ? null : runAt;
  },
  payload: (scrim): FanOutPayload => ({
    scrimId: scrim.id,
    kind,
    gameStartTime: scrim.gameStartTime.toISOString(),
  }),
}));

async function fanOutReminders(deps: Deps, raw: unknown): Promise<void> {
  const payload = raw as FanOutPayload;
  const start = new Date(payload.gameStartTime);
  const now = new Date();
  if (!reminderStillUseful(start, payload.kind, now)) {
    return;
  }
  const moment = reminderMoment(start, payload.kind);
  // Players seated after the moment get no reminder of it: it was due before they joined.
  const userIds = await mailRepository.listConsentingPlayerIds(deps.db, payload.scrimId, moment);
  for (const userId of userIds) {
    const reminder: ReminderPayload = { ...payload, userId };
    await scheduleJobOnce(deps.db, {
      kind: EMAIL_REMINDER,
      key: reminderKey(payload.scrimId, userId, payload.kind, start),
      payload: reminder,
      runAt: now,
    });
  }
}

async function sendReminder(deps: Deps, raw: unknown): Promise<void> {
  const payload = raw as ReminderPayload;
  const target = await mailRepository.findReminderTarget(deps.db, payload.scrimId, payload.userId);
  // Left, scrim deleted, consent withdrawn, or the start moved (its own reminders follow).
  if (!target?.user.email || target.scrim.gameStartTime.toISOString() !== payload.gameStartTime) {
    return;
  }
  if (!reminderStillUseful(target.scrim.gameStartTime, payload.kind, new Date())) {
    return;
  }
  const message = reminderMessage(target.user.email, {
    kind: payload.kind,
    playerName: target.user.name,
    scrim: target.scrim,
    publicUrl: deps.config.publicUrl,
    unsubscribeUrl: await unsubscribeUrlOf(deps, target.user.id),
  });
  await deps.mailer.send(message);
}

export const emailRemindersJob: JobHandler = { kind: EMAIL_REMINDERS, run: fanOutReminders };
export const emailReminderJob: JobHandler = {
  kind: EMAIL_REMINDER,
  run: sendReminder,
  backoffMs: 30_000,
};
