import { expect, test } from "@playwright/test";
import { gotoInteractive } from "./site-helpers";

const INTEREST_LABEL = "I'm interested in";

test("Get Started on a service opens /contact with that interest selected", async ({ page }) => {
  await gotoInteractive(page, "/products");
  const card = page.getByRole("article", { name: "Booking Automation" });
  await card.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/contact\?interest=Booking(%20|\+)Automation$/);
  await expect(page.getByLabel(INTEREST_LABEL)).toHaveValue("Booking Automation");
});

test("a service whose name differs from its interest option selects the option", async ({
  page,
}) => {
  await gotoInteractive(page, "/products");
  const card = page.getByRole("article", { name: "Conversational AI Chatbots" });
  await card.getByRole("link", { name: "Get Started" }).click();
  await expect(page.getByLabel(INTEREST_LABEL)).toHaveValue("Conversational AI");
});

test("a shared /contact?interest= link selects the interest without navigation state", async ({
  page,
}) => {
  await page.goto("/contact?interest=Lead%20Generation%20%26%20Outreach");
  await expect(page.getByLabel(INTEREST_LABEL)).toHaveValue("Lead Generation & Outreach");
});
