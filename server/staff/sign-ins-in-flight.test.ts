import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInRefusals } from "../../core/content/sign-in-refusals";
import {
  START_HOOK_BUDGET_MS,
  startServer,
  type RunningServer,
} from "../../tests/support/production-server";
import { eventually } from "../testing/receivers";

/** A post whose body never finishes arriving: the sign-in stays in flight until it is dropped. */
function heldPost(server: RunningServer, path: string): Socket {
  const socket = connect(server.port, "127.0.0.1");
  socket.on("error", () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=`,
  );
  return socket;
}

/** A post its route refuses unread (not a form, not JSON), so no sign-in is ever attempted. */
const post = (server: RunningServer, path: string) =>
  fetch(`${server.origin}${path}`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "text/plain" },
    body: "x",
  });

describe("sign-ins in flight from one address", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: "silent" } });
  }, START_HOOK_BUDGET_MS);
  afterAll(() => server?.stop());

  for (const path of [
    "/inbox/sign-in",
    "/inbox/sign-in.data",
    "/inbox/passkeys/sign-in",
    "/inbox/passkeys/sign-in.data",
    "/Inbox/Passkeys/Sign-In.data",
  ]) {
    it(`are two at most on ${path}: a third is told to wait`, async () => {
      const held = [heldPost(server, path), heldPost(server, path)];
      try {
        // Until both held posts have reached the server, a third is refused unread by its route.
        let third = await post(server, path);
        await eventually(async () => (third = await post(server, path)).status === 429);
        expect(await third.text()).toBe(signInRefusals.busy);
      } finally {
        held.forEach((socket) => socket.destroy());
      }
      await eventually(async () => (await post(server, path)).status !== 429);
    });
  }
});
