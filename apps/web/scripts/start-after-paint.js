/* global document, requestAnimationFrame */
// Copied by scripts/prerender.mjs into each prerendered page and signed-in page's frame (as a
// hashed asset, `defer`): starts the app's module scripts only once the page's HTML has been
// painted. Requested earlier, they share the connection with the page's own requests before its
// first paint, and Lighthouse's simulation counts every request begun before the largest paint as
// holding that paint back.
// The entry and the chunks to preload come from this script tag's data-entry / data-preload.
(() => {
  const tag = document.currentScript;
  let started = false;
  const start = () => {
    if (started) {
      return;
    }
    started = true;
    for (const href of (tag.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = tag.dataset.entry;
    document.head.append(script);
  };
  // What the HTML paints before the app: a public page (kept hidden for a signed-in player, whom
  // the app sends on: data-session, see shared/site/landing-session.ts), or a signed-in page's
  // frame (shown only for one: scripts/early-requests.js marks the page).
  const session = document.documentElement.hasAttribute("data-session");
  const paintsFirst = document.querySelector("#root[data-prerendered]")
    ? !session
    : session && document.querySelector(".signed-in-frame") !== null;
  // A tab opened in the background paints no frame until shown, and a page that shows no text
  // before the app never paints one: load at once there.
  if (document.visibilityState === "hidden" || !paintsFirst) {
    start();
  } else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // The first frame with the page's text in it (a frame may go by before the text shows).
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        start();
      }
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
