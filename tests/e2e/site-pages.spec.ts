import { expect, test, type Page } from "@playwright/test";
import { missingPage } from "../site-routes";
import { gotoInteractive } from "./site-helpers";

const pages: { path: string; h1: RegExp; sections: string[] }[] = [
  {
    path: "/",
    h1: /Your business, answered by AI that sounds human/,
    sections: [
      "Cutting-Edge AI Capabilities",
      "Experience AI in Action",
      "Trusted by Industry Leaders",
      "Ready to put AI to work?",
    ],
  },
  {
    path: "/products",
    h1: /AI Solutions Built for Your Business/,
    sections: [
      "Two Ways to Work With Us",
      "Everything You Need to Put AI to Work",
      "Compare Service Models",
      "Not sure which fits?",
    ],
  },
  {
    path: "/about",
    h1: /Human-Centred AI for Real Businesses/,
    sections: [
      "From Missed Calls to Always-On",
      "Make Enterprise-Grade AI Practical for Everyone",
      "Our Core Values",
      "Meet the Founder",
      "Our vision",
    ],
  },
  {
    path: "/contact",
    h1: /Let's Build Your AI Advantage/,
    sections: ["Get in Touch", "Book an Appointment with AI"],
  },
  { path: "/privacy-policy", h1: /Privacy Policy/, sections: ["Information you give us"] },
  { path: "/terms-of-service", h1: /Terms of Service/, sections: ["Governing law"] },
];

for (const { path, h1, sections } of pages) {
  test(`${path} has one h1, its sections, the navbar and the footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    for (const section of sections) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("© 2024");
    for (const name of ["About", "Products", "Contact", "Privacy Policy", "Terms of Service"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });
}

test("home lists the nine services and three five-star testimonials", async ({ page }) => {
  await page.goto("/");
  const capabilities = page.getByRole("region", { name: "Cutting-Edge AI Capabilities" });
  await expect(capabilities.getByRole("heading", { level: 3 })).toHaveCount(9);
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await expect(carousel.getByRole("group", { includeHidden: true })).toHaveCount(3);
  await expect(
    carousel.getByRole("img", { name: "Rated 5 out of 5", includeHidden: true }),
  ).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Start Your AI Journey" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("products show both models, nine services with six features and the comparison table", async ({
  page,
}) => {
  await page.goto("/products");
  const catalogue = page.getByRole("region", { name: "Everything You Need to Put AI to Work" });
  const services = catalogue.getByRole("article");
  await expect(services).toHaveCount(9);
  for (const service of await services.all()) {
    await expect(service.getByRole("listitem")).toHaveCount(6);
    await expect(service.getByRole("link", { name: "Get Started" })).toBeVisible();
  }
  const table = page.getByRole("table", { name: "What each service model includes" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Feature",
    "Build & Maintain",
    "Build, Train & Bounce",
  ]);
  const row = (feature: string) => table.getByRole("row", { name: new RegExp(`^${feature}`) });
  await expect(row("Training & Documentation").getByRole("cell")).toHaveText(["Basic", "Full"]);
  await expect(row("Monthly Billing").getByRole("cell")).toHaveText(["Included", "Not included"]);
  await expect(row("One-time Payment").getByRole("cell")).toHaveText(["Not included", "Included"]);
  await expect(row("Backend Setup").getByRole("cell")).toHaveText(["Included", "Included"]);
  await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("about shows the stats, the four values and the founder's links", async ({ page }) => {
  await page.goto("/about");
  for (const [value, label] of [
    ["1+", "Team Members"],
    ["10+", "States Served"],
    ["50+", "AI Solutions"],
  ] as const) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  const values = page.getByRole("region", { name: "Our Core Values" });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText([
    "Excellence",
    "Collaboration",
    "Innovation",
    "Ethical AI",
  ]);
  const founder = await scrolledToFounder(page);
  await expect(founder.getByRole("link", { name: /E-mail/ })).toHaveAttribute("href", /^mailto:/);
  await expect(founder.getByRole("link", { name: /^X/ })).toHaveAttribute("href", /x\.com/);
  await expect(founder.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
    "href",
    /instagram\.com/,
  );
});

/**
 * The founder section, scrolled to as a visitor would: sections off screen are rendered only as
 * they near it (content-visibility), and until then their content counts as hidden.
 */
async function scrolledToFounder(page: Page) {
  const founder = page.getByRole("region", { name: "Meet the Founder" });
  await founder.scrollIntoViewIfNeeded();
  return founder;
}

test("the founder photo falls back to the bundled image when it fails to load", async ({
  page,
}) => {
  await page.route("**/images/founder.svg", (route) => route.fulfill({ status: 404 }));
  await gotoInteractive(page, "/about");
  const photo = (await scrolledToFounder(page)).getByRole("img");
  await expect(photo).toHaveAttribute("src", "/images/founder-fallback.svg");
  await expect(photo).toHaveAttribute("alt", /standing in for the founder/);
  // The fallback is fetched once the first image has failed: it takes a moment to arrive.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test("the founder photo shows when it loads", async ({ page }) => {
  await gotoInteractive(page, "/about");
  const photo = (await scrolledToFounder(page)).getByRole("img", {
    name: /Portrait of Maya Ellison/,
  });
  await expect(photo).toHaveAttribute("src", "/images/founder.svg");
  // Loaded lazily: it arrives once the section nears the screen.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test("the contact page shows contact details and the AI appointment panel", async ({ page }) => {
  await page.goto("/contact");
  const details = page.getByRole("region", { name: "Get in Touch" });
  await expect(details.getByRole("link", { name: /E-mail/ })).toHaveAttribute("href", /^mailto:/);
  await expect(details.getByRole("link", { name: /Phone/ })).toHaveAttribute("href", /^tel:/);
  await expect(details).toContainText("Florida");
  await expect(details.getByRole("link", { name: /^X/ })).toBeVisible();
  await expect(details.getByRole("link", { name: /^Instagram/ })).toBeVisible();
  const panel = page.getByRole("region", { name: "Book an Appointment with AI" });
  await expect(panel.getByRole("button")).toBeVisible();
});

test("legal pages are dated January 2024 and the terms name a Florida LLC and Florida law", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(page.getByText("Last updated: January 2024")).toBeVisible();
  await page.goto("/terms-of-service");
  await expect(page.getByText("Last updated: January 2024")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("a Florida limited liability company");
  await expect(page.getByRole("main")).toContainText(
    "governed by the laws of the State of Florida",
  );
});

test("an unknown path answers 404 with the not-found page inside the layout", async ({ page }) => {
  const response = await page.goto(missingPage);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page).toHaveTitle(/Page not found/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no page is wider than the screen", async ({ page }) => {
    test.slow();
    for (const path of [...pages.map((entry) => entry.path), missingPage]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
