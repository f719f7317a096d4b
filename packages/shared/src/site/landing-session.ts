/**
 * The one inline script of the site, in the landing page's prerendered HTML (before its content):
 * a visitor with a stored session is a signed-in player, whom the app sends on to the hub, so the
 * visitor's landing must not flash up first. It marks the page (`data-session` on <html>); the
 * landing's CSS keeps the prerendered page hidden while marked, the app's scripts start at once
 * instead of after the first paint, and the app drops the mark when it renders. The server's
 * Content Security Policy allows exactly this text by its hash.
 */
export const LANDING_SESSION_SCRIPT =
  'try{localStorage.getItem("scrims.session")&&document.documentElement.setAttribute("data-session","")}catch(e){}';
