/* global window, document */
// Copied by scripts/prerender.mjs into the HTML of the signed-in pages it knows (the hub, a
// scrim), as a hashed asset run before the app's modules: with a stored session it starts the
// server's status check and the session check, on a scrim's address the scrim's request, and on
// the hub (once the session check has answered) the hub's first list,
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
  // A signed-in player: the page's frame in the HTML shows (base.css) until the app draws over it.
  document.documentElement.setAttribute("data-session", "");
  const requests = {};
  const start = (method, path, read) => {
    let response = fetch(path, {
      method,
      headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
      credentials: "include",
    });
    if (read) {
      // A copy of the answer for this script, taken before the app can read the body.
      response = response.then((answer) => {
        read(answer.clone());
        return answer;
      });
    }
    // Never taken (another token by then, or too late): not an unhandled rejection.
    response.catch(() => {});
    requests[`${method} ${path}`] = { token, startedAt: performance.now(), response };
  };
  const path = document.location.pathname;
  const scrim = /^\/scrims\/([^/]+)\/?$/i.exec(path);
  const hub = /^\/scrims\/?$/i.test(path);
  // The hub's filters as the app left them (it stores them on every visit): with them the hub's
  // list goes out at once; else once the session check names the player's region.
  let hubFilters = {};
  try {
    hubFilters = JSON.parse(window.localStorage.getItem("scrims.hubFilters") ?? "{}") ?? {};
  } catch {
    // Unreadable: the defaults.
  }
  start("GET", "/api/server-status");
  const hubListNow = hub && typeof hubFilters.region === "string";
  start(
    "POST",
    "/api/auth/verify",
    hub && !hubListNow
      ? (answer) => {
          if (answer.ok) {
            answer
              .json()
              .then((session) => {
                if (typeof session.user?.region === "string") {
                  startHubList(session.user.region);
                }
              })
              .catch(() => {});
          }
        }
      : undefined,
  );
  if (hubListNow) {
    startHubList(hubFilters.region);
  }
  if (scrim && scrim[1].toLowerCase() !== "new") {
    start("GET", `/api/scrims/${scrim[1]}`);
  }
  window.__scrimsEarlyRequests = requests;

  // The hub's first list, as src/features/scrims/hooks/use-hub-filters.ts picks it: the stored
  // day, else today, as the UTC bounds of that local day. Should the app pick otherwise, its URL
  // differs and it asks itself.
  function startHubList(region) {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(
      typeof hubFilters.date === "string" ? hubFilters.date : "",
    );
    const now = new Date();
    const [year, month, date] = day
      ? [Number(day[1]), Number(day[2]) - 1, Number(day[3])]
      : [now.getFullYear(), now.getMonth(), now.getDate()];
    const query = new URLSearchParams({
      region,
      startDate: new Date(year, month, date).toISOString(),
      endDate: new Date(year, month, date + 1).toISOString(),
    });
    start("GET", `/api/scrims?${query}`);
  }
})();
