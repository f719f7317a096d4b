/* global self */
// The Scrims service worker: shows the server's web push messages ({kind, title, body, url}) and
// opens (or focuses) the page a message points to when it is clicked. Served at /sw.js with
// scope / and `cache-control: no-cache`, so a new version is picked up on the next visit.

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" ? message.title : "Scrims";
  const url = typeof message.url === "string" && message.url.startsWith("/") ? message.url : "/";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/favicon.svg",
      badge: "/favicon.svg",
      tag: typeof message.kind === "string" ? `${message.kind}:${url}` : undefined,
      data: { url, kind: message.kind },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) {
        return open.focus();
      }
      const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (any && "navigate" in any) {
        await any.focus();
        return any.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
