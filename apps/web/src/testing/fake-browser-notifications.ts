import { vi } from "vitest";

/** The browser's Notification API, recording what is shown (jsdom has none). */
export class FakeNotification {
  static permission: NotificationPermission = "granted";
  static shown: Array<{ title: string; options?: NotificationOptions }> = [];
  static requestPermission = vi.fn(async () => "granted" as NotificationPermission);
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
  close() {}
}

/** Web Audio, recording the gain each chime is played at (jsdom has none). */
export class FakeAudioContext {
  static gains: number[] = [];
  currentTime = 0;
  destination = {};
  createGain() {
    const gain = { gain: { value: 1 }, connect: () => {} };
    queueMicrotask(() => FakeAudioContext.gains.push(gain.gain.value));
    return gain;
  }
  createOscillator() {
    return { type: "", frequency: { value: 0 }, connect() {}, start() {}, stop() {} };
  }
  close() {
    return Promise.resolve();
  }
}

/**
 * Puts the fakes in place, cleared, with `permission`; the tab's visibility follows
 * `visibility()`. Undo with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function installFakeNotifications(
  permission: NotificationPermission,
  visibility: () => DocumentVisibilityState,
): void {
  FakeNotification.permission = permission;
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  FakeAudioContext.gains = [];
  vi.stubGlobal("Notification", FakeNotification);
  vi.stubGlobal("AudioContext", FakeAudioContext);
  vi.spyOn(document, "visibilityState", "get").mockImplementation(visibility);
}
