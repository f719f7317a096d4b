/* global window, document */
// Copied by scripts/prerender.mjs into the HTML of the signed-in pages it knows (the hub, a
// scrim), as a hashed asset run before the app's modules: with a stored session it starts the
// server's status check and the session check, and on a scrim's address the scrim's request,
// while the app's code is still loading. The app's API client (src/lib/early-requests.ts) takes each answer for the same
// request made with the same token, once, instead of sending it again; anything it does not
// take is dropped. The paths and headers must stay those of the app's own requests.
(() => {
  let token = null;
  try {
    token = window.localStorage.getItem("scrims.session");
  } catch {
    // Storage refused: the app starts signed out, nothing to ask early.
  }
  if (!token) {
    return;
  }
  const requests = {};
  const start = (method, path) => {
    const response = fetch(path, {
      method,
      headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
      credentials: "include",
    });
    // Never taken (another token by then, or too late): not an unhandled rejection.
    response.catch(() => {});
    requests[`${method} ${path}`] = { token, startedAt: performance.now(), response };
  };
  start("GET", "/api/server-status");
  start("POST", "/api/auth/verify");
  const scrim = /^\/scrims\/([^/]+)\/?$/i.exec(document.location.pathname);
  if (scrim && scrim[1].toLowerCase() !== "new") {
    start("GET", `/api/scrims/${scrim[1]}`);
  }
  window.__scrimsEarlyRequests = requests;
})();
