import { seedLead, sharedServer } from "./inbox-helpers";

/** Leads the inbox specs seed straight into the shared e2e server's database. */
const server = sharedServer();

/** A word no other test's leads contain, so searches find this test's leads only. */
export const marker = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A form lead and an incomplete voice lead, both tagged: what a list test filters and finds. */
export async function seedMix(tag: string) {
  const form = await seedLead(server, {
    name: `Maria ${tag}`,
    email: `maria.${tag}@sunrise.example`,
    company: `Sunrise Dental ${tag}`,
    phone: "+1 555 0101",
    interest: "Booking Automation",
    message: `=HYPERLINK("http://evil.example") We miss calls after hours ${tag}.`,
  });
  const voice = await seedLead(
    server,
    { name: `Victor ${tag}`, phone: phoneFor(tag), interest: "Custom AI Voice Agents" },
    {
      voice: {
        callId: `call-${tag}`,
        summary: `Wants a reception line ${tag}`,
        preferredTime: "Tuesday 3 pm",
        endedReason: "customer-ended-call",
        transcript: `AI: Hello\nUser: Hi ${tag}`,
        incomplete: true,
        context: {
          consentVersion: 1,
          consentedAt: "2026-11-20T14:02:00.000Z",
          placement: "demo",
          pagePath: "/",
        },
      },
    },
  );
  return { form, voice };
}

/** A phone number as unique as the tag, for the search by phone. */
export const phoneFor = (tag: string) =>
  `+1 ${[...tag]
    .map((c) => c.charCodeAt(0) % 10)
    .join("")
    .slice(-10)}`;
