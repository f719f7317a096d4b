/** Alert snackbar auto-hide, in milliseconds. */
export const ALERT_AUTO_HIDE_MS = 6000;
/** After this long, the loading screen says the server is waking up. */
export const LOADING_WAKE_UP_MS = 6000;
