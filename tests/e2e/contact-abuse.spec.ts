import { expect, test } from "@playwright/test";
import { storedWithEmail, uniqueEmail } from "./contact-helpers";

const form = (fields: Record<string, string>) => ({
  "form-name": "contact",
  name: "Test Visitor",
  email: "visitor@example.com",
  message: "Hello",
  "bot-field": "",
  ...fields,
});

test("a filled honeypot is answered like success and nothing is stored", async ({ request }) => {
  const email = uniqueEmail("honeypot");
  const answer = await request.post("/", {
    form: form({ email, "bot-field": "http://spam.example" }),
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ kind: "received" });
  expect(await storedWithEmail(email)).toEqual([]);
});

test("a post straight after rendering is stored as suspected spam, answered as success", async ({
  request,
}) => {
  const email = uniqueEmail("too-fast");
  const page = await (await request.get("/contact")).text();
  const token = /name="rendered-at" value="([^"]+)"/.exec(page)?.[1];
  expect(token).toBeTruthy();
  const answer = await request.post("/", { form: form({ email, "rendered-at": token! }) });
  expect(answer.status()).toBe(200);
  const [held] = await storedWithEmail(email);
  expect(held!.spam_reason).toMatch(/after the form was rendered/);
});

for (const path of ["/", "/contact"]) {
  test(`malformed posts to ${path} get clear 4xx answers, never 5xx`, async ({ request }) => {
    const badEmail = await request.post(path, { form: form({ email: "not-an-email" }) });
    expect(badEmail.status()).toBe(400);

    const huge = await request.post(path, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `form-name=contact&message=${"x".repeat(100 * 1024)}`,
    });
    expect(huge.status()).toBe(413);

    const json = await request.post(path, { data: { name: "x", email: "x@example.com" } });
    expect(json.status()).toBe(415);

    const crossSite = await request.post(path, {
      form: form({}),
      headers: { origin: "https://elsewhere.example" },
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain("This form can only be sent from our own website.");

    const empty = await request.post(path, { headers: { "content-type": "text/plain" }, data: "" });
    expect(empty.status()).toBe(415);
  });
}
