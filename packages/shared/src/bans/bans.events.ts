/** Server → client: sent to a player's sockets when they are banned, before they are disconnected. */
export type BanServerEvents = {
  banned: (payload: { dateTo: string; reason: string; message: string }) => void;
};
