import userEvent from "@testing-library/user-event";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { createQueryClient } from "@/lib/query-client";
import { SocketContext } from "@/lib/socket";
import { createFakeSocket, createFakeSocketStore } from "./fake-socket";
import { startTestApi } from "./test-api-server";
import type { TestApi, TestApiHandler } from "./test-api-server";
import { buildAuthValue, buildSessionUser, renderRoutes } from "./test-utils";

const open: TestApi[] = [];

/** Closes the test APIs `renderRoute` started (testing/setup.ts does it after each test). */
export async function closeRenderedRoutes() {
  await Promise.all(open.splice(0).map((api) => api.close()));
}

export type RenderRouteOptions = {
  /** The route pattern of the page, e.g. `/scrims/:id`. */
  path: string;
  /** What the route renders (read the params inside it, as the app's routes do). */
  element: ReactNode;
  /** The URL the test opens; `path` when it has no params. */
  url?: string;
  /** The signed-in player (the app's session user with these fields). */
  viewer: Partial<CurrentUserDto>;
  /** Answers the page's requests; `undefined` is a 404 from the test API. */
  api?: TestApiHandler;
  /** Pages the page links or navigates to, as placeholders: `{ "/scrims/new": "Create page" }`. */
  otherPages?: Record<string, string>;
};

/**
 * Renders one page as the app does, inside its providers: requests go to a real local HTTP
 * server (`api`), realtime to a fake socket the test drives, with a signed-in `viewer`.
 */
export async function renderRoute({
  path,
  element,
  url = path,
  viewer,
  api: answer,
  otherPages = {},
}: RenderRouteOptions) {
  const api = await startTestApi(async (request) => answer?.(request));
  open.push(api);
  const socket = createFakeSocket();
  const alerts = createAlertsStore();
  const queryClient = createQueryClient({ alerts });
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const routes: RouteObject[] = [
    {
      path,
      element: <SocketContext value={createFakeSocketStore(socket)}>{element}</SocketContext>,
    },
    ...Object.entries(otherPages).map(([pagePath, text]) => ({
      path: pagePath,
      element: <p>{text}</p>,
    })),
  ];
  const view = renderRoutes(routes, {
    initialEntries: [url],
    alerts,
    queryClient,
    auth: buildAuthValue({ currentUser: buildSessionUser(viewer) }),
  });
  return { ...view, api, socket, user: userEvent.setup() };
}
