// A worker thread of the evening bench (scripts/bench/evening.mjs): Socket.IO clients
// (socket.io-client over WebSocket, as the web app connects) that stay connected for the run, each
// signed in as a player and watching one room, a scrim's page or a region's hub. Counts the events
// they receive (and their bytes, as the frames' text) from "measure" to "stop", and what they send.
import { parentPort, workerData } from "node:worker_threads";
import { io } from "socket.io-client";

const { baseUrl, sockets: specs } = workerData;
let measuring = false;
const received = {};
let receivedBytes = 0;
let sent = 0;
let sentInWindow = 0;
let disconnects = 0;

function open({ token, join }) {
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, {
      transports: ["websocket"],
      auth: { token },
      forceNew: true,
      // A dropped socket would come back and join again on its own, like the app; counted below.
      reconnection: true,
    });
    socket.io.on("open", () => {
      // Engine.IO's "data" is each message frame's text as it came in.
      socket.io.engine.on("data", (data) => {
        if (measuring) {
          receivedBytes += typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
        }
      });
    });
    socket.onAny((event) => {
      if (measuring) {
        received[event] = (received[event] ?? 0) + 1;
      }
    });
    socket.on("connect", async () => {
      sent += 1;
      if (measuring) {
        sentInWindow += 1;
      }
      const ack = await socket.emitWithAck(join.event, join.payload);
      if (ack?.ok) {
        resolve(socket);
      } else {
        reject(new Error(`${join.event} refused: ${JSON.stringify(ack)}`));
      }
    });
    socket.on("disconnect", () => {
      disconnects += 1;
    });
    socket.on("connect_error", (error) => reject(error));
  });
}

const sockets = [];
for (let i = 0; i < specs.length; i += 20) {
  sockets.push(...(await Promise.all(specs.slice(i, i + 20).map(open))));
}
parentPort.postMessage({ type: "ready", count: sockets.length });
parentPort.on("message", (message) => {
  if (message.type === "measure") {
    measuring = true;
  } else if (message.type === "stop") {
    measuring = false;
    const connected = sockets.filter((socket) => socket.connected).length;
    parentPort.postMessage({
      type: "counts",
      received,
      receivedBytes,
      sent,
      sentInWindow,
      disconnects,
      connected,
    });
  } else if (message.type === "close") {
    for (const socket of sockets) {
      socket.disconnect();
    }
    parentPort.postMessage({ type: "closed" });
    parentPort.close();
  }
});
