// A worker of the socket fan-out bench: opens its share of raw Socket.IO connections (engine.io
// v4 over a plain WebSocket, so no client-side decoding delays the clock), has each join the
// scrim's room, and reports the moment each `scrimUpdate` frame arrives, without parsing it.
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

const { wsUrl, tokens, scrimId } = workerData;
const now = () => performance.timeOrigin + performance.now();
let round = -1;
let arrivals = [];

function open(token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    ws.on("error", reject);
    ws.on("message", (data) => {
      const text = data.toString();
      if (text === "2") {
        ws.send("3"); // ping → pong
      } else if (text.startsWith("0")) {
        ws.send(`40${JSON.stringify({ token })}`);
      } else if (text.startsWith("40")) {
        ws.send(`421${JSON.stringify(["join_scrim_room", { scrimId }])}`);
      } else if (text.startsWith("431")) {
        const [ack] = JSON.parse(text.slice(3));
        if (ack?.ok) {
          resolve(ws);
        } else {
          reject(new Error(`join refused: ${text}`));
        }
      } else if (text.startsWith('42["scrimUpdate"')) {
        arrivals.push(now());
      } else if (text.startsWith("44")) {
        reject(new Error(`connection refused: ${text}`));
      }
    });
  });
}

const sockets = [];
for (let i = 0; i < tokens.length; i += 50) {
  sockets.push(...(await Promise.all(tokens.slice(i, i + 50).map(open))));
}
parentPort.postMessage({ type: "ready", count: sockets.length });
parentPort.on("message", (message) => {
  if (message.type === "round") {
    round = message.round;
    arrivals = [];
  } else if (message.type === "collect") {
    parentPort.postMessage({ type: "arrivals", round, arrivals });
  } else if (message.type === "close") {
    for (const ws of sockets) {
      ws.terminate();
    }
    parentPort.close();
  }
});
