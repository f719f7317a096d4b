// A worker of the socket fan-out bench: opens its share of raw Socket.IO connections (engine.io
// v4 over a plain WebSocket), has each join the scrim's room, and notes the moment each
// `scrimUpdate` frame has fully arrived, and its size. It does only what a remote client's network
// stack would do on its own machine before handing the event on: the frame is matched by its
// first bytes, never decoded, parsed or checked as UTF-8 (a browser does that on its own CPU, not
// on the server's), so that these 2,000 clients take as little as they can of the 2 cores they
// share with the server.
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

const { wsUrl, tokens, scrimId } = workerData;
const now = () => performance.timeOrigin + performance.now();
const UPDATE = Buffer.from('42["scrimUpdate"');
const PING = 0x32; // "2"
let round = -1;
let arrivals = [];
let sizes = [];

function open(token) {
  return new Promise((resolve, reject) => {
    let joined = false;
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false, skipUTF8Validation: true });
    ws.on("error", reject);
    ws.on("message", (data) => {
      // `ws` emits a message once its whole frame is in: the full event reached this socket.
      if (joined && data.length > UPDATE.length && UPDATE.equals(data.subarray(0, UPDATE.length))) {
        arrivals.push(now());
        sizes.push(data.length);
        return;
      }
      if (data.length === 1 && data[0] === PING) {
        ws.send("3"); // ping → pong
        return;
      }
      const text = data.toString();
      if (text.startsWith("0")) {
        ws.send(`40${JSON.stringify({ token })}`);
      } else if (text.startsWith("40")) {
        ws.send(`421${JSON.stringify(["join_scrim_room", { scrimId }])}`);
      } else if (text.startsWith("431")) {
        const [ack] = JSON.parse(text.slice(3));
        if (ack?.ok) {
          joined = true;
          resolve(ws);
        } else {
          reject(new Error(`join refused: ${text}`));
        }
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
    sizes = [];
  } else if (message.type === "collect") {
    parentPort.postMessage({ type: "arrivals", round, arrivals, sizes });
  } else if (message.type === "close") {
    for (const ws of sockets) {
      ws.terminate();
    }
    parentPort.close();
  }
});
