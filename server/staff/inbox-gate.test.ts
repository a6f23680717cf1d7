import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { inboxGate, type InboxGateVariables } from "./inbox-gate";
import type { SignedInStaff, StaffAuth } from "./staff-auth";

const SITE = "http://localhost:3000";
const ada: SignedInStaff = {
  id: "stf_1",
  email: "ada@example.com",
  sessionId: "s",
  verifiedAt: null,
};

/** The gate in front of a stand-in for React Router, with a session when the cookie says so. */
function app() {
  const auth = {
    currentStaff: async (request: Request) =>
      request.headers.get("cookie") === "voicefront_session=good" ? ada : null,
  } as StaffAuth;
  const server = new Hono<{ Variables: InboxGateVariables }>();
  server.use(inboxGate({ auth, siteUrl: SITE }));
  server.all("*", (c) => c.text(`page for ${c.get("staff")?.email ?? "nobody"}`));
  return server;
}

const send = (path: string, init: RequestInit & { signedIn?: boolean } = {}) => {
  const headers = new Headers(init.headers);
  if (init.signedIn) headers.set("cookie", "voicefront_session=good");
  return app().request(`${SITE}${path}`, { ...init, headers });
};

const sameOrigin = { origin: SITE, "sec-fetch-site": "same-origin" };

describe("the inbox gate", () => {
  it.each([
    "/inbox",
    "/inbox/spam",
    "/inbox/leads/inq_1?tab=x",
    "/inbox/account",
    "/inbox/export.csv",
  ])("sends %s to sign in without a session, and back after", async (path) => {
    const response = await send(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/inbox/sign-in?next=${encodeURIComponent(path)}`,
    );
  });

  it("lets React Router answer data requests, which redirect in their own format", async () => {
    expect(await (await send("/inbox.data")).text()).toBe("page for nobody");
    expect((await send("/inbox/spam.data")).status).toBe(200);
  });

  it.each(["/inbox", "/inbox.data", "/inbox/leads/inq_1", "/inbox/sign-out", "/inbox/spam.data"])(
    "answers a post to %s without a session with 401",
    async (path) => {
      const response = await send(path, { method: "POST", headers: sameOrigin });
      expect(response.status).toBe(401);
      expect(await response.text()).toMatch(/session has ended/);
    },
  );

  it("refuses a cross-site post even with a session", async () => {
    const forged: Record<string, string>[] = [
      { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "http://evil.example" },
      { origin: "null" },
      {},
    ];
    for (const headers of forged) {
      const response = await send("/inbox/leads/inq_1", {
        method: "POST",
        headers,
        signedIn: true,
      });
      expect(response.status).toBe(403);
    }
    expect(
      (await send("/inbox/leads/inq_1", { method: "POST", headers: sameOrigin, signedIn: true }))
        .status,
    ).toBe(200);
  });

  it("opens the sign-in page, the one-time link and passkey sign-in to anyone", async () => {
    expect((await send("/inbox/sign-in")).status).toBe(200);
    expect((await send("/inbox/welcome/abc")).status).toBe(200);
    expect((await send("/inbox/sign-in", { method: "POST", headers: sameOrigin })).status).toBe(
      200,
    );
    expect(
      (await send("/inbox/passkeys/sign-in", { method: "POST", headers: sameOrigin })).status,
    ).toBe(200);
    expect(
      (await send("/inbox/passkeys/register", { method: "POST", headers: sameOrigin })).status,
    ).toBe(401);
  });

  it("marks every answer no-store and noindex: pages, redirects and refusals", async () => {
    const answers = [
      await send("/inbox", { signedIn: true }),
      await send("/inbox"),
      await send("/inbox/sign-in"),
      await send("/inbox/spam", { method: "POST", headers: sameOrigin }),
      await send("/inbox/spam", { method: "POST", headers: { origin: "http://evil.example" } }),
      await send("/inbox.data"),
    ];
    for (const response of answers) {
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
    }
  });

  it("guards the inbox in any letter case, as React Router matches it", async () => {
    for (const path of ["/INBOX/welcome/abc", "/Inbox/Sign-In", "/INBOX.data", "//inbox/spam"]) {
      const response = await send(path);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
    }
    expect((await send("/INBOX/welcome/abc")).status).toBe(200);
    expect((await send("/Inbox/Spam")).headers.get("location")).toBe(
      `/inbox/sign-in?next=${encodeURIComponent("/Inbox/Spam")}`,
    );
    const forged = await send("/INBOX/welcome/abc", {
      method: "POST",
      headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(forged.status).toBe(403);
    expect((await send("/INBOX/leads/inq_1", { method: "POST", headers: sameOrigin })).status).toBe(
      401,
    );
  });

  it("leaves every other path alone", async () => {
    for (const path of ["/", "/inboxes", "/about/inbox", "/contact"]) {
      const response = await send(path);
      expect(await response.text(), path).toBe("page for nobody");
      expect(response.headers.get("cache-control"), path).toBeNull();
    }
    expect((await send("/contact", { method: "POST" })).status).toBe(200);
  });

  it("passes the signed-in person on", async () => {
    expect(await (await send("/inbox", { signedIn: true })).text()).toBe(
      "page for ada@example.com",
    );
  });
});
