import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "@/lib/api-client";
import type { ApiEventListener } from "@/lib/api-client";
import { getToken, setToken } from "@/lib/session-token";
import { buildSessionUser, createTestQueryClient } from "@/testing/test-utils";
import { useAuth } from "@/lib/session";
import { AuthProvider } from "./auth-provider";

function AuthState() {
  const { currentUser, isVerifyingUser, isAdmin, hasSession } = useAuth();
  return (
    <dl>
      <dt>user</dt>
      <dd data-testid="user">{currentUser?.name ?? "none"}</dd>
      <dt>verifying</dt>
      <dd data-testid="verifying">{String(isVerifyingUser)}</dd>
      <dt>admin</dt>
      <dd data-testid="admin">{String(isAdmin)}</dd>
      <dt>session</dt>
      <dd data-testid="session">{String(hasSession)}</dd>
    </dl>
  );
}

function renderProvider(onSessionRejected = vi.fn()) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider onSessionRejected={onSessionRejected}>
        <AuthState />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { onSessionRejected };
}

const field = (name: string) => screen.getByTestId(name).textContent;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("AuthProvider", () => {
  it("is signed out at once when no token is stored, without calling the server", () => {
    const post = vi.spyOn(api, "post");

    renderProvider();

    expect(field("verifying")).toBe("false");
    expect(field("user")).toBe("none");
    expect(post).not.toHaveBeenCalled();
  });

  it("verifies a stored token and keeps the token the server sends back", async () => {
    setToken("old-token");
    const post = vi.spyOn(api, "post").mockResolvedValue({
      token: "fresh-token",
      user: buildSessionUser({ name: "Caps", isAdmin: true }),
    });

    renderProvider();

    expect(field("verifying")).toBe("true");
    await waitFor(() => expect(field("user")).toBe("Caps"));
    expect(field("verifying")).toBe("false");
    expect(field("admin")).toBe("true");
    expect(post).toHaveBeenCalledWith("/api/auth/verify", undefined, expect.anything());
    expect(getToken()).toBe("fresh-token");
  });

  it("signs out and reports it when the server refuses the session", async () => {
    setToken("expired-token");
    vi.spyOn(api, "post").mockRejectedValue(
      new ApiError({ status: 401, code: "UNAUTHORIZED", message: "Session expired" }),
    );
    const subscribe = vi.spyOn(api, "subscribe");

    const { onSessionRejected } = renderProvider();
    await waitFor(() => expect(field("verifying")).toBe("false"));
    const listeners = subscribe.mock.calls.map(([listener]) => listener as ApiEventListener);
    // The api client reports every 401 answer to a request that carried the token.
    act(() => {
      for (const listener of listeners) {
        listener({
          type: "unauthorized",
          error: new ApiError({ status: 401, code: "UNAUTHORIZED", message: "Session expired" }),
        });
      }
    });

    expect(getToken()).toBeNull();
    expect(field("session")).toBe("false");
    expect(field("user")).toBe("none");
    expect(onSessionRejected).toHaveBeenCalled();
  });

  it("keeps the token when the server could not answer, so the session survives an outage", async () => {
    setToken("good-token");
    vi.spyOn(api, "post").mockRejectedValue(
      new ApiError({ status: 0, code: "NETWORK_ERROR", message: "down" }),
    );

    renderProvider();

    await waitFor(() => expect(field("verifying")).toBe("false"), { timeout: 3_000 });
    expect(field("user")).toBe("none");
    expect(field("session")).toBe("true");
    expect(getToken()).toBe("good-token");
  });

  it("follows a sign-out in another tab", async () => {
    setToken("shared-token");
    vi.spyOn(api, "post").mockResolvedValue({ token: "shared-token", user: buildSessionUser() });
    renderProvider();
    await waitFor(() => expect(field("user")).toBe("Faker"));

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent("storage", { key: "scrims.session", newValue: null }));
    });

    expect(field("user")).toBe("none");
    expect(field("session")).toBe("false");
  });
});
