/** Where the messenger's sound volume (0–100) is kept on this device. */
export const MESSENGER_VOLUME_KEY = "messenger-volume";
export const DEFAULT_MESSENGER_VOLUME = 25;

/** How many shown ids are remembered; far more than a tab ever shows in a session. */
const REMEMBERED_IDS = 1000;
const shownIds = new Set<string>();

function clampVolume(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The stored volume, or 25 when none (or garbage) is stored. */
export function getMessengerVolume(): number {
  try {
    const stored = window.localStorage.getItem(MESSENGER_VOLUME_KEY);
    const value = stored === null ? NaN : Number(stored);
    return Number.isFinite(value) ? clampVolume(value) : DEFAULT_MESSENGER_VOLUME;
  } catch {
    return DEFAULT_MESSENGER_VOLUME;
  }
}

export function setMessengerVolume(value: number): void {
  try {
    window.localStorage.setItem(MESSENGER_VOLUME_KEY, String(clampVolume(value)));
  } catch {
    // Private mode without storage: the volume lasts for this page only.
  }
}

/**
 * Asks for permission to show browser notifications. Browsers only honour this during a user
 * action, so it is called from clicks (the header's social icons, sending a message), never on load.
 */
export function requestNotificationPermission(): void {
  if (typeof Notification === "undefined" || Notification.permission !== "default") {
    return;
  }
  void Promise.resolve(Notification.requestPermission()).catch(() => {});
}

/** A short two-note chime through Web Audio (no sound file to load), at `volume` percent. */
export function playMessengerSound(volume: number): void {
  const AudioContextClass = (window as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!AudioContextClass || volume <= 0) {
    return;
  }
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = volume / 100;
    gain.connect(context.destination);
    const start = context.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(start + index * 0.12);
      oscillator.stop(start + index * 0.12 + 0.1);
    });
    setTimeout(() => void context.close().catch(() => {}), 500);
  } catch {
    // Audio refused (autoplay policy): the notification still shows.
  }
}

export type BrowserNotice = {
  /** Unique per message or notification: the same id is never shown twice. */
  id: string;
  title: string;
  body: string;
  /** Runs when the player clicks the browser notification (the tab is focused first). */
  onClick?: () => void;
};

/**
 * Shows a browser notification with the messenger sound, only while the tab is hidden and the
 * player has granted permission, and never twice for one id (a repeated event, a reconnection).
 * The `tag` also lets the browser replace rather than stack one shown by another tab.
 * Returns whether it was shown.
 */
export function notifyInBrowser({ id, title, body, onClick }: BrowserNotice): boolean {
  if (document.visibilityState !== "hidden") {
    return false;
  }
  if (typeof Notification === "undefined" || Notification.permission !== "granted") {
    return false;
  }
  if (shownIds.has(id)) {
    return false;
  }
  shownIds.add(id);
  if (shownIds.size > REMEMBERED_IDS) {
    const oldest = shownIds.values().next().value;
    if (oldest !== undefined) {
      shownIds.delete(oldest);
    }
  }
  try {
    const notification = new Notification(title, { body, tag: id });
    notification.onclick = () => {
      window.focus();
      notification.close();
      onClick?.();
    };
  } catch {
    // Some mobile browsers only allow notifications from a service worker.
    return false;
  }
  playMessengerSound(getMessengerVolume());
  return true;
}
