import { queryOptions, useQuery } from "@tanstack/react-query";
import { SCRIM_UNREAD_MAX } from "@scrims/shared/chat/chat.constants";
import type { ScrimUnreadDto, ScrimUnreadListDto } from "@scrims/shared/chat/chat.schema";
import { api } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

/** `GET /api/conversations/scrim-unread?scrimIds=…`: the viewer's unread counts of these scrims' chats. */
const getScrimUnread = (scrimIds: string[]) =>
  api.get<ScrimUnreadListDto>("/api/conversations/scrim-unread", {
    params: { scrimIds: scrimIds.join(",") },
  });

type Waiting = { resolve: (dto: ScrimUnreadDto) => void; reject: (error: unknown) => void };

/**
 * Gathers the scrim ids the cards of one render ask for and reads them in one request (several
 * past SCRIM_UNREAD_MAX), instead of one request per card. A scrim the answer leaves out (not
 * visible to the viewer) counts 0.
 */
function createScrimUnreadLoader(fetchMany = getScrimUnread) {
  let waiting = new Map<string, Waiting[]>();
  let scheduled = false;

  async function flush() {
    const batch = waiting;
    waiting = new Map();
    scheduled = false;
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += SCRIM_UNREAD_MAX) {
      const chunk = ids.slice(start, start + SCRIM_UNREAD_MAX);
      try {
        const answer = new Map((await fetchMany(chunk)).map((dto) => [dto.scrimId, dto]));
        for (const scrimId of chunk) {
          const dto = answer.get(scrimId) ?? { scrimId, conversationId: null, unseenCount: 0 };
          batch.get(scrimId)?.forEach((entry) => entry.resolve(dto));
        }
      } catch (error) {
        chunk.forEach((scrimId) => batch.get(scrimId)?.forEach((entry) => entry.reject(error)));
      }
    }
  }

  return (scrimId: string): Promise<ScrimUnreadDto> =>
    new Promise((resolve, reject) => {
      waiting.set(scrimId, [...(waiting.get(scrimId) ?? []), { resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // After the other cards of this render asked too.
        setTimeout(() => void flush(), 0);
      }
    });
}

const loadScrimUnread = createScrimUnreadLoader();

const scrimUnreadQueryOptions = (scrimId: string) =>
  queryOptions({
    queryKey: chatKeys.scrimUnread(scrimId),
    queryFn: () => loadScrimUnread(scrimId),
  });

/** A scrim card's unread count; the hub's cards share one request. */
export const useScrimUnread = (scrimId: string) => useQuery(scrimUnreadQueryOptions(scrimId));
