import { matchRoutes } from "react-router";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { AdminRoute, AdminViewRoute } from "@/features/auth/components/admin-route";
import { ProtectedRoute } from "@/features/auth/components/protected-route";
import { PublicOnlyRoute } from "@/features/auth/components/public-only-route";
import { routes } from "./router";

function guardOf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const guards = matches
    .map(({ route }) => (route as RouteObject).Component)
    .filter(
      (component) =>
        component === PublicOnlyRoute ||
        component === ProtectedRoute ||
        component === AdminRoute ||
        component === AdminViewRoute,
    );
  return { guards, leaf: matches.at(-1)?.route };
}

describe("routes", () => {
  it.each([
    ["/", PublicOnlyRoute],
    ["/signup", PublicOnlyRoute],
    ["/scrims", ProtectedRoute],
    ["/scrims/0f8fad5b-d9cb-469f-a165-70867728950e", ProtectedRoute],
    ["/users/Faker", ProtectedRoute],
    ["/settings", ProtectedRoute],
    ["/scrims/new", AdminRoute],
    ["/scrims/0f8fad5b-d9cb-469f-a165-70867728950e/edit", AdminRoute],
    ["/admin/dashboard", AdminViewRoute],
    ["/admin/bans", AdminViewRoute],
    ["/ban-history", AdminViewRoute],
  ])("%s sits behind exactly the right guard", (path, guard) => {
    const { guards, leaf } = guardOf(path);

    expect(guards).toEqual([guard]);
    expect(leaf?.path).not.toBe("*");
  });

  it.each([
    "/guide",
    "/privacy-policy",
    "/terms-of-service",
    "/server-error",
    "/auth/complete",
    "/email/unsubscribed",
  ])("%s is open to everyone", (path) => {
    const { guards, leaf } = guardOf(path);

    expect(guards).toEqual([]);
    expect(leaf?.path).toBe(path.slice(1));
  });

  // The MUI pages' layout route is the one pathless route that loads lazily (MUI's theme).
  const underMuiLayout = (path: string) =>
    (matchRoutes(routes, path) ?? [])
      .slice(0, -1)
      .some(({ route }) => route.path === undefined && !route.index && route.lazy !== undefined);

  it.each(["/", "/scrims", "/scrims/0f8fad5b-d9cb-469f-a165-70867728950e"])(
    "%s is drawn without MUI, outside its layout route",
    (path) => {
      expect(underMuiLayout(path)).toBe(false);
    },
  );

  it.each([
    "/signup",
    "/scrims/new",
    "/scrims/0f8fad5b-d9cb-469f-a165-70867728950e/edit",
    "/settings",
  ])("%s is a MUI page, inside its layout route", (path) => {
    expect(underMuiLayout(path)).toBe(true);
  });

  it("sends any other path to the not-found page", () => {
    expect(guardOf("/scrims/1/edit/extra").leaf?.path).toBe("*");
    expect(guardOf("/nope").leaf?.path).toBe("*");
  });

  it("splits every page into its own chunk, except the server-error page", () => {
    const pages = collectLeaves(routes);

    expect(pages).toHaveLength(18);
    for (const page of pages.filter((p) => p.path !== "server-error")) {
      expect(page.lazy, page.path ?? "index").toBeTypeOf("function");
    }
  });

  it("ships the server-error page in the first load, as it must show when no chunk can be fetched", () => {
    const page = collectLeaves(routes).find((p) => p.path === "server-error");
    expect(page?.lazy).toBeUndefined();
    expect(page?.Component).toBeTypeOf("function");
  });
});

function collectLeaves(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => (route.children ? collectLeaves(route.children) : [route]));
}
