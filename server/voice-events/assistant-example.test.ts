import { describe, expect, it } from "vitest";
import { INQUIRY_LIMITS } from "../../core/contact/inquiry-fields";
import { interestOptions } from "../../core/content/interests";
import { brand } from "../../core/content/site";
import { voiceTools } from "../../core/content/voice-leads";
import assistant from "../../voice/assistant.example.json";
import { loadConfig } from "../config";
import { PREFERRED_TIME_MAX, toolArgumentNames } from "./tool-arguments";
import { VOICE_EVENTS_PATH } from "./voice-events-route";

/** voice/assistant.example.json is pasted into the provider's dashboard: it must match this server. */
describe("voice/assistant.example.json", () => {
  const tools = assistant.model.tools;
  const tool = (name: string) => {
    const found = tools.find((entry) => entry.function.name === name);
    if (!found) throw new Error(`the example assistant has no ${name} tool`);
    return found;
  };
  /** One tool's argument schemas, read the way the provider reads them. */
  const argumentsOf = (name: string) =>
    tool(name).function.parameters.properties as unknown as Record<
      string,
      { enum?: string[]; maxLength?: number } | undefined
    >;

  it("declares exactly the tools and the arguments the server checks", () => {
    expect(tools.map((entry) => entry.function.name).sort()).toEqual(
      Object.values(voiceTools).sort(),
    );
    for (const [name, argumentNames] of Object.entries(toolArgumentNames)) {
      const { parameters } = tool(name).function;
      expect(Object.keys(parameters.properties).sort(), name).toEqual([...argumentNames].sort());
      expect(
        parameters.required.every((key) => argumentNames.includes(key)),
        name,
      ).toBe(true);
      expect(parameters.required, name).toContain("name");
    }
    expect(tool(voiceTools.bookAppointment).function.parameters.required).toContain(
      "preferredTime",
    );
    expect(tool(voiceTools.captureLead).function.parameters.required).toContain("message");
  });

  it("offers the contact form's interest options, in the form's order", () => {
    const booking = argumentsOf(voiceTools.bookAppointment);
    const lead = argumentsOf(voiceTools.captureLead);
    expect(booking.service?.enum).toEqual([...interestOptions]);
    expect(lead.interest?.enum).toEqual([...interestOptions]);
    const extracted = assistant.analysisPlan.structuredDataPlan.schema.properties;
    expect(extracted.interest.enum).toEqual([...interestOptions]);
  });

  it("announces the form's length limits", () => {
    for (const name of Object.values(voiceTools)) {
      const properties = argumentsOf(name);
      expect(properties.name!.maxLength).toBe(INQUIRY_LIMITS.name);
      expect(properties.email!.maxLength).toBe(INQUIRY_LIMITS.email);
      expect(properties.phone!.maxLength).toBe(INQUIRY_LIMITS.phone);
      expect(properties.company!.maxLength).toBe(INQUIRY_LIMITS.company);
    }
    const booking = argumentsOf(voiceTools.bookAppointment);
    expect(booking.preferredTime?.maxLength).toBe(PREFERRED_TIME_MAX);
    expect(booking.notes?.maxLength).toBe(INQUIRY_LIMITS.message);
    expect(argumentsOf(voiceTools.captureLead).message?.maxLength).toBe(INQUIRY_LIMITS.message);
  });

  it("sends tool calls and end-of-call reports to this server's endpoint", () => {
    for (const server of [assistant.server, ...tools.map((entry) => entry.server)]) {
      expect(new URL(server.url).pathname).toBe(VOICE_EVENTS_PATH);
    }
    expect(assistant.serverMessages).toEqual(["tool-calls", "end-of-call-report"]);
  });

  it("ends calls at the same length as the browser's cap, VOICE_MAX_CALL_SECONDS's default", () => {
    expect(assistant.maxDurationSeconds).toBe(loadConfig({}).VOICE_MAX_CALL_SECONDS);
  });

  it("speaks for the brand", () => {
    expect(assistant.name).toContain(brand.name);
    expect(assistant.firstMessage).toContain(brand.name);
  });
});
