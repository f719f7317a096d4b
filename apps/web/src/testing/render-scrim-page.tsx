import { screen } from "@testing-library/react";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";
import { useParams } from "react-router";
import { ScrimDetail } from "@/features/scrims/components/scrim-detail";
import type { ScrimViewer } from "@/features/scrims/utils/scrim-state";
import { buildPlayerUser } from "./scrim-data";
import { renderRoute } from "./render-route";
import { ok } from "./test-api-server";
import type { TestApiReply, TestApiRequest } from "./test-api-server";

/** Who looks at the lobby; with `currentBan`, a player whose ban bites. */
export type LobbyViewer = ScrimViewer & Pick<Partial<CurrentUserDto>, "currentBan">;

/** The scrim the test API holds; handlers read and replace it. */
type ScrimState = { get: () => ScrimDto; set: (scrim: ScrimDto) => void };

export type ScrimHandler = (
  request: TestApiRequest,
  state: ScrimState,
) => TestApiReply | Promise<TestApiReply>;

function DetailPage() {
  const { id = "" } = useParams();
  return <ScrimDetail key={id} scrimId={id} />;
}

/**
 * Renders `/scrims/{id}` (`renderRoute`) with a test API that answers `GET /api/scrims/{id}` with
 * the current scrim (and whatever `handler` answers first).
 */
export async function renderScrimDetail({
  scrim,
  viewer,
  handler,
}: {
  scrim: ScrimDto;
  viewer: LobbyViewer;
  handler?: ScrimHandler;
}) {
  let stored = scrim;
  const state: ScrimState = {
    get: () => stored,
    set: (next) => {
      stored = next;
    },
  };
  const view = await renderRoute({
    path: "/scrims/:id",
    url: `/scrims/${scrim._id}`,
    element: <DetailPage />,
    viewer,
    api: async (request) =>
      (await handler?.(request, state)) ??
      (request.method === "GET" && request.path === `/api/scrims/${stored._id}`
        ? ok(stored)
        : undefined),
    otherPages: { "/scrims": "Scrims Hub page", "/users/:name": "Profile page" },
  });
  return { ...view, state };
}

/** `renderScrimDetail`, then waits until the lobby titled with the scrim is on screen. */
export async function renderLobby(
  scrim: ScrimDto,
  viewer: LobbyViewer = buildViewer(),
  handler?: ScrimHandler,
) {
  const view = await renderScrimDetail({ scrim, viewer, handler });
  await screen.findByRole("heading", { level: 1, name: scrim.title });
  return view;
}

/** `renderScrimDetail` once the lobby is on screen, with its "Game info" region as `info`. */
export async function renderScrimInfo(
  scrim: ScrimDto,
  viewer: LobbyViewer = buildViewer(),
  handler?: ScrimHandler,
) {
  const view = await renderScrimDetail({ scrim, viewer, handler });
  await screen.findByRole("heading", { level: 1 });
  return { ...view, info: screen.getByRole("region", { name: "Game info" }) };
}

/** A viewer of the lobby: a player by default. */
export function buildViewer(overrides: Partial<LobbyViewer> = {}): LobbyViewer {
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
