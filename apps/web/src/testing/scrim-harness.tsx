import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useParams } from "react-router";
import type { RouteObject } from "react-router";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { ScrimDetail } from "@/features/scrims/components/scrim-detail";
import type { ScrimViewer } from "@/features/scrims/utils/scrim-state";
import { createQueryClient } from "@/lib/query-client";
import { SocketContext } from "@/lib/socket";
import { createFakeSocket, createFakeSocketStore } from "./fake-socket";
import { buildPlayerUser } from "./scrim-data";
import { ok, startTestApi } from "./test-api-server";
import type { TestApi, TestApiReply, TestApiRequest } from "./test-api-server";
import { buildAuthValue, buildSessionUser, renderRoutes } from "./test-utils";

/** The scrim the test API holds; handlers read and replace it. */
export type ScrimState = { get: () => ScrimDto; set: (scrim: ScrimDto) => void };

export type ScrimHandler = (
  request: TestApiRequest,
  state: ScrimState,
) => TestApiReply | Promise<TestApiReply>;

const open: TestApi[] = [];

/** Closes the test APIs the harness started; call in `afterEach`. */
export async function closeScrimHarness() {
  await Promise.all(open.splice(0).map((api) => api.close()));
}

function DetailPage() {
  const { id = "" } = useParams();
  return <ScrimDetail key={id} scrimId={id} />;
}

/**
 * Renders `/scrims/{id}` against a real local HTTP server that answers `GET /api/scrims/{id}` with
 * the current scrim (and whatever `handler` answers first), with a fake socket.
 */
export async function renderScrimDetail({
  scrim,
  viewer,
  handler,
}: {
  scrim: ScrimDto;
  viewer: ScrimViewer;
  handler?: ScrimHandler;
}) {
  let stored = scrim;
  const state: ScrimState = {
    get: () => stored,
    set: (next) => {
      stored = next;
    },
  };
  const api = await startTestApi(async (request) => {
    const custom = await handler?.(request, state);
    if (custom) {
      return custom;
    }
    if (request.method === "GET" && request.path === `/api/scrims/${stored._id}`) {
      return ok(stored);
    }
    return undefined;
  });
  open.push(api);
  const socket = createFakeSocket();
  const alerts = createAlertsStore();
  const queryClient = createQueryClient({ alerts });
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const routes: RouteObject[] = [
    {
      path: "/scrims/:id",
      element: (
        <SocketContext value={createFakeSocketStore(socket)}>
          <DetailPage />
        </SocketContext>
      ),
    },
    { path: "/scrims", element: <p>Scrims Hub page</p> },
    { path: "/users/:name", element: <p>Profile page</p> },
  ];
  const view = renderRoutes(routes, {
    initialEntries: [`/scrims/${scrim._id}`],
    alerts,
    queryClient,
    auth: buildAuthValue({ currentUser: buildSessionUser(viewer) }),
  });
  return { ...view, api, socket, state, user: userEvent.setup() };
}

/** `renderScrimDetail`, then waits until the lobby titled with the scrim is on screen. */
export async function renderLobby(
  scrim: ScrimDto,
  viewer: ScrimViewer = buildViewer(),
  handler?: ScrimHandler,
) {
  const view = await renderScrimDetail({ scrim, viewer, handler });
  await screen.findByRole("heading", { level: 1, name: scrim.title });
  return view;
}

/** A viewer of the lobby: a player by default. */
export function buildViewer(overrides: Partial<ScrimViewer> = {}): ScrimViewer {
  return {
    _id: "00000000-0000-4000-8000-000000000777",
    name: "Viewer",
    region: "EUW",
    isAdmin: false,
    ...overrides,
  };
}

/** The usual cast of a lobby test: the signed-in player, his user record for seats, an admin. */
export function buildLobbyCast() {
  const viewer = buildViewer();
  return {
    viewer,
    me: buildPlayerUser(77, { _id: viewer._id, name: viewer.name }),
    admin: buildViewer({
      _id: "00000000-0000-4000-8000-000000000999",
      name: "Boss",
      isAdmin: true,
    }),
  };
}
