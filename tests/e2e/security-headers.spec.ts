import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { missingPage, sitePages } from "../site-routes";

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const policy = headers["content-security-policy"] ?? "";
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scriptSources, `${label}: script-src`).not.toBe("");
  expect(scriptSources, label).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  expect(policy, label).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toMatch(/(^|, )microphone=\(self\)(,|$)/);
}

test("every kind of response carries the security headers", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  expect(asset, "the home page links a hashed script").toBeTruthy();

  const responses: [string, Promise<APIResponse>][] = [
    ...sitePages.map((page): [string, Promise<APIResponse>] => [page, request.get(page)]),
    ["404 page", request.get(missingPage)],
    ["static asset", request.get(asset!)],
    ["prerendered data", request.get("/about.data")],
    ["server data", request.get("/contact.data")],
    ["health JSON", request.get("/healthz")],
    ["method not allowed", request.post("/about", { form: { x: "1" } })],
    ["bad data request", request.get("/nowhere/deeper.data")],
  ];
  for (const [label, pending] of responses) {
    const response = await pending;
    expect(response.status(), label).toBeLessThan(500);
    expectSecurityHeaders(response, label);
  }
});

test("server-rendered pages use a per-request nonce; prerendered ones the hashes of their scripts and styles", async ({
  request,
}) => {
  const first = await request.get("/contact");
  const secondRequestedAt = Date.now();
  const second = await request.get("/contact");
  const nonceIn = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
  const nonce = nonceIn(first.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(nonceIn(second.headers()["content-security-policy"])).not.toBe(nonce);
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).toContain(`<style nonce="${nonce}">`);
  // The page is rendered once and kept (server/page-cache.ts): nothing of one response's
  // per-request values may reach another.
  const secondHtml = await second.text();
  expect(secondHtml).not.toContain(nonce);
  const formToken = (page: string) => /name="rendered-at" value="([^"]+)"/.exec(page)?.[1];
  expect(formToken(html)).toMatch(/^\d+\.[\w-]{43}$/);
  // Signed at the second request, not copied from the first render.
  expect(Number(formToken(secondHtml)?.split(".")[0])).toBeGreaterThanOrEqual(secondRequestedAt);

  const prerendered = await request.get("/");
  expect(prerendered.headers()["content-security-policy"]).toMatch(/'sha256-[A-Za-z0-9+/]+={0,2}'/);
  expect(prerendered.headers()["content-security-policy"]).not.toContain("'nonce-");
});

test("pages are revalidated by ETag, hashed assets cached for a year, both compressed", async ({
  request,
}) => {
  const page = await request.get("/about", { headers: { "Accept-Encoding": "br" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toContain("must-revalidate");
  const etag = page.headers()["etag"]!;
  const revalidated = await request.get("/about", {
    headers: { "Accept-Encoding": "br", "If-None-Match": etag },
  });
  expect(revalidated.status()).toBe(304);

  const asset = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0];
  const script = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["content-encoding"]).toBe("gzip");

  const ssr = await request.get("/contact", { headers: { "Accept-Encoding": "br" } });
  expect(ssr.headers()["content-encoding"]).toBe("br");
  expect(ssr.headers()["cache-control"]).toBe("private, no-cache");
});

/** Records every CSP violation and console error from the first script on. */
async function watchForViolations(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction("reportViolation", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`CSP: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return problems;
}

for (const path of [...sitePages, missingPage]) {
  test(`the policy blocks nothing the page needs: ${path}`, async ({ page }) => {
    const problems = await watchForViolations(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // The inline module script (allowed by nonce or hash) ran: it registers the route modules.
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    // The inline stylesheet (allowed by the same nonce or hash) applied: the body is a flex column.
    await expect(page.locator("body")).toHaveCSS("flex-direction", "column");
    expect(problems.filter((p) => !(path === missingPage && /404/.test(p)))).toEqual([]);
  });
}

test("client-side navigation and its data requests pass the policy", async ({ page }) => {
  const problems = await watchForViolations(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("navigation").first().getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

for (const path of ["/", "/contact"]) {
  test(`an injected inline script does not run: ${path}`, async ({ page }) => {
    const problems = await watchForViolations(page);
    await page.goto(path);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => problems.some((p) => p.startsWith("CSP: script-src"))).toBe(true);
  });

  test(`an injected style element does not apply: ${path}`, async ({ page }) => {
    const problems = await watchForViolations(page);
    await page.goto(path);
    await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "body { visibility: hidden }";
      document.head.append(style);
    });
    await expect(page.locator("body")).toHaveCSS("visibility", "visible");
    await expect.poll(() => problems.some((p) => p.startsWith("CSP: style-src"))).toBe(true);
  });
}
