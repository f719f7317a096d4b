import {
  deleteSubscription,
  getPushPublicKey,
  saveSubscription,
} from "../api/notification-settings";

// This browser's side of web push: the service worker at /sw.js, the Push API subscription made
// with the site's VAPID key, and the server's copy of it (POST/DELETE /api/push/subscriptions).

export type PushDeviceState = "unsupported" | "denied" | "subscribed" | "unsubscribed";

const SW_URL = "/sw.js";

/** Whether this browser can receive web push at all. */
function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The state to show: unsupported, blocked by the player, or whether this device is subscribed. */
export async function readPushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) {
    return "unsupported";
  }
  if (Notification.permission === "denied") {
    return "denied";
  }
  if (Notification.permission !== "granted") {
    return "unsubscribed";
  }
  return (await currentSubscription()) ? "subscribed" : "unsubscribed";
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) {
    bytes[i] = raw.charCodeAt(i);
  }
  return bytes;
}

/**
 * Asks for permission (only ever from a click), registers the service worker, subscribes with
 * the site's key and saves the subscription for the signed-in player. An existing subscription
 * of this browser is saved again (it may have belonged to another account).
 */
export async function enablePush(): Promise<PushDeviceState> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    return permission === "denied" ? "denied" : "unsubscribed";
  }
  const registration = await navigator.serviceWorker.register(SW_URL, { scope: "/" });
  await navigator.serviceWorker.ready;
  const { publicKey } = await getPushPublicKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  await saveSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
  });
  return "subscribed";
}

/** Stops pushes to this browser: the server forgets it, then the browser drops the subscription. */
export async function disablePush(): Promise<PushDeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deleteSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return "unsubscribed";
}
