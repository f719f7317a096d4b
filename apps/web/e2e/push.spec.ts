import {
  startPushService,
  type PushService,
  type PushServiceSubscription,
} from "../../server/src/test/push-service";
import { uniqueSuffix } from "./pages/account-pages";
import { contextFor, signUpByApi } from "./pages/api-players";
import { createScrimByApi, seatPlayerByApi } from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { ownServerForFile } from "./support/own-server";
import { expect, test } from "./support/test";

// Web push in Chromium, end to end: a player turns push on in settings, their scrim reaches its
// 15-minute reminder, our server encrypts and sends the push to a real local push service (VAPID
// checked, payload decrypted), which hands it to the page's real service worker through CDP
// (ServiceWorker.deliverPushMessage), and the worker shows the notification.
//
// Chromium here has no internet, so `PushManager.subscribe` cannot reach its own push service;
// an init script makes it answer with a subscription of the local push service instead. That
// replaces only the browser's link to the outside service: our UI, server, encryption and service
// worker are all real. The server trusts the local service's certificate (NODE_EXTRA_CA_CERTS).

const ownPort = Number(process.env.E2E_PUSH_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 4);
const pushPort = ownPort + 1;
const ADMIN_EMAIL = "e2e-push-admin@example.test";

let pushService: PushService;
const own = ownServerForFile({
  port: ownPort,
  adminEmail: ADMIN_EMAIL,
  env: {
    PUBLIC_URL: `http://127.0.0.1:${ownPort}`,
    VAPID_SUBJECT: "mailto:e2e-push-admin@example.test",
    SCHEDULER_INTERVAL_MS: "300",
  },
  start: async () => {
    pushService = await startPushService({ port: pushPort });
    return { NODE_EXTRA_CA_CERTS: pushService.certificatePath };
  },
  close: async () => {
    await pushService?.close();
  },
});

test.use({ baseURL: `http://127.0.0.1:${ownPort}` });

/** Runs in the page: PushManager hands out `sub`, the local push service's subscription. */
function localPushManager(sub: Omit<PushServiceSubscription, "id">) {
  {
    const KEY = "e2e.push.subscribed";
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: () => {
        localStorage.removeItem(KEY);
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function subscribe() {
      localStorage.setItem(KEY, "1");
      return Promise.resolve(fake as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(
        localStorage.getItem(KEY) ? (fake as unknown as PushSubscription) : null,
      );
    };
  }
}

test("a player turns push on and the service worker shows the 15-minute reminder", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpByApi(own.api, { email: ADMIN_EMAIL });
  const player = await signUpByApi(own.api, { name: `Pusher ${uniqueSuffix()}`.slice(0, 16) });
  const device = pushService.subscribe();

  const context = await contextFor(browser, player, {
    permissions: ["notifications"],
    baseURL: own.server.baseUrl,
  });
  await context.addInitScript(localPushManager, {
    endpoint: device.endpoint,
    keys: device.keys,
  });
  const page = await context.newPage();

  // The page's service worker registrations, to deliver pushes into through CDP.
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted) {
        registrations.set(registration.scopeURL, registration.registrationId);
      }
    }
  });
  await cdp.send("ServiceWorker.enable");
  pushService.onPush = async (push) => {
    if (push.subscriptionId !== device.id) {
      return;
    }
    const registrationId = registrations.get(`${own.server.baseUrl}/`);
    if (!registrationId) {
      throw new Error("no service worker registration for the site");
    }
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: own.server.baseUrl,
      registrationId,
      data: JSON.stringify(push.payload),
    });
  };

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole("switch", { name: /Scrim starting/ })).toBeChecked();
  await section.getByRole("button", { name: "Notify me on this device" }).click();
  await expect(section.getByText("On for this device.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Stop notifying this device" })).toBeVisible();
  await saveScreenshot(page, "push-settings");
  await page.screenshot({ path: "/work/shots/push-settings.png", fullPage: true });

  // A scrim 15 minutes and a few seconds away: its reminder falls due in a few seconds.
  const scrim = await createScrimByApi(own.api, admin, {
    title: `Push ${uniqueSuffix()}`.slice(0, 20),
    gameStartTime: new Date(Date.now() + 15 * 60_000 + 4000).toISOString(),
    // No check-in: its opening (a push of its own) would fall at the same moment.
    checkInMinutes: 0,
  });
  await seatPlayerByApi(own.api, scrim._id, player, "teamOne", "Mid");

  await expect
    .poll(() => pushService.received.filter((push) => push.subscriptionId === device.id).length, {
      timeout: 30_000,
    })
    .toBe(1);
  expect(pushService.refused).toEqual([]);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            url: (n.data as { url?: string } | null)?.url,
          }));
        }),
      { timeout: 15_000 },
    )
    .toEqual([
      {
        title: "Your scrim starts soon",
        body: `${scrim.title} starts in 15 minutes.`,
        url: `/scrims/${scrim._id}`,
      },
    ]);
  await context.close();
});

test("a player who blocks notifications is told how to allow them again", async ({ browser }) => {
  const player = await signUpByApi(own.api, { name: `Blocker ${uniqueSuffix()}`.slice(0, 16) });
  const context = await contextFor(browser, player, { baseURL: own.server.baseUrl });
  const page = await context.newPage();
  // Chromium answers the permission prompt of a test browser with "denied".
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Notifications", exact: true });
  await section.getByRole("button", { name: "Notify me on this device" }).click();
  await expect(section.getByText(/Notifications are blocked for this site/)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/work/shots/push-blocked.png" });
  await context.close();
});
