import userEvent from "@testing-library/user-event";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import type { RouteObject } from "react-router";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { createQueryClient } from "@/lib/query-client";
import { SocketContext } from "@/lib/socket";
import { createFakeSocket, createFakeSocketStore } from "@/testing/fake-socket";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiReply, TestApiRequest } from "@/testing/test-api-server";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import type { ScrimViewer } from "../../utils/scrim-state";
import { ScrimsHub } from "./scrims-hub";

const open: TestApi[] = [];

export async function closeHubHarness() {
  await Promise.all(open.splice(0).map((api) => api.close()));
}

type HubHarnessOptions = {
  viewer: ScrimViewer;
  /** The list `GET /api/scrims` answers (the same for every day and region unless `handler`). */
  scrims?: ScrimDto[];
  handler?: (request: TestApiRequest) => TestApiReply | Promise<TestApiReply>;
};

/** Renders the hub against a real local HTTP server and a fake socket. */
export async function renderHub({ viewer, scrims = [], handler }: HubHarnessOptions) {
  const api = await startTestApi(async (request) => {
    const custom = await handler?.(request);
    if (custom) {
      return custom;
    }
    return request.method === "GET" && request.path === "/api/scrims" ? ok(scrims) : undefined;
  });
  open.push(api);
  const socket = createFakeSocket();
  const alerts = createAlertsStore();
  const queryClient = createQueryClient({ alerts });
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const routes: RouteObject[] = [
    {
      path: "/scrims",
      element: (
        <SocketContext value={createFakeSocketStore(socket)}>
          <ScrimsHub />
        </SocketContext>
      ),
    },
    { path: "/scrims/new", element: <p>Create page</p> },
  ];
  const view = renderRoutes(routes, {
    initialEntries: ["/scrims"],
    alerts,
    queryClient,
    auth: buildAuthValue({ currentUser: buildSessionUser(viewer) }),
  });
  return { ...view, api, socket, user: userEvent.setup() };
}
