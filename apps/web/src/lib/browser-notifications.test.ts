import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_MESSENGER_VOLUME,
  MESSENGER_VOLUME_KEY,
  getMessengerVolume,
  notifyInBrowser,
  requestNotificationPermission,
  setMessengerVolume,
} from "./browser-notifications";
import {
  FakeAudioContext,
  FakeNotification,
  installFakeNotifications,
} from "@/testing/fake-browser-notifications";

let visibility: DocumentVisibilityState = "hidden";
let nextId = 0;
const fresh = () => `test-${nextId++}`;

const gains = () => FakeAudioContext.gains;

beforeEach(() => {
  visibility = "hidden";
  installFakeNotifications("granted", () => visibility);
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("browser notifications", () => {
  it("shows a notification with the messenger sound while the tab is hidden", async () => {
    expect(notifyInBrowser({ id: fresh(), title: "New message from Ahri", body: "gg" })).toBe(true);
    await Promise.resolve();

    expect(FakeNotification.shown).toEqual([
      { title: "New message from Ahri", options: { body: "gg", tag: expect.any(String) } },
    ]);
    expect(gains()).toEqual([DEFAULT_MESSENGER_VOLUME / 100]);
  });

  it("shows nothing while the player is looking at the tab", () => {
    visibility = "visible";
    expect(notifyInBrowser({ id: fresh(), title: "t", body: "b" })).toBe(false);
    expect(FakeNotification.shown).toEqual([]);
  });

  it("shows nothing without permission", () => {
    FakeNotification.permission = "denied";
    expect(notifyInBrowser({ id: fresh(), title: "t", body: "b" })).toBe(false);
    expect(FakeNotification.shown).toEqual([]);
  });

  it("never shows the same notification twice", () => {
    const id = fresh();
    notifyInBrowser({ id, title: "t", body: "b" });
    notifyInBrowser({ id, title: "t", body: "b" });
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it("plays the sound at the volume kept on this device", async () => {
    setMessengerVolume(80);
    expect(window.localStorage.getItem(MESSENGER_VOLUME_KEY)).toBe("80");
    notifyInBrowser({ id: fresh(), title: "t", body: "b" });
    await Promise.resolve();
    expect(gains()).toEqual([0.8]);

    setMessengerVolume(0);
    notifyInBrowser({ id: fresh(), title: "t", body: "b" });
    await Promise.resolve();
    expect(gains()).toEqual([0.8]);
  });

  it("defaults the volume to 25 and ignores a stored value that is not a number", () => {
    expect(getMessengerVolume()).toBe(25);
    window.localStorage.setItem(MESSENGER_VOLUME_KEY, "loud");
    expect(getMessengerVolume()).toBe(25);
    window.localStorage.setItem(MESSENGER_VOLUME_KEY, "250");
    expect(getMessengerVolume()).toBe(100);
  });

  it("asks for permission only when called (from a click), and only while undecided", () => {
    FakeNotification.permission = "default";
    requestNotificationPermission();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);

    FakeNotification.permission = "denied";
    requestNotificationPermission();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });
});
