import { expect, test } from "@playwright/test";

// With motion, as most visitors see the site (the suite's default is reduced motion).
test.use({ reducedMotion: "no-preference" });

test("the server answers its health check", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
});
