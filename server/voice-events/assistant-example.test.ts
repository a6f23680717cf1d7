import { describe, expect, it } from "vitest";
import { INQUIRY_LIMITS } from "../../core/contact/inquiry-fields";
import { interestOptions } from "../../core/content/interests";
import { brand } from "../../core/content/site";
import { bookingTools } from "../../core/content/booking-assistant";
import { voiceTools } from "../../core/content/voice-leads";
import assistant from "../../voice/assistant.example.json";
import spanishVariant from "../../voice/assistant.example.es.json";
import { siteLanguages } from "../../core/content/languages";
import { voiceClientConfig } from "../voice/voice-config";
import { bookingToolArgumentNames, TOOL_ARGUMENT_LIMITS } from "../booking/assistant/arguments";
import { loadConfig } from "../config";
import { toolArgumentNames } from "./tool-arguments";
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

  /** The booking tools book real slots; capture_lead still makes a lead of a call-back request. */
  const serverArguments: Record<string, string[]> = {
    [voiceTools.captureLead]: toolArgumentNames[voiceTools.captureLead],
    ...bookingToolArgumentNames,
  };

  it("declares exactly the tools and the arguments the server checks", () => {
    expect(tools.map((entry) => entry.function.name).sort()).toEqual(
      Object.keys(serverArguments).sort(),
    );
    for (const [name, argumentNames] of Object.entries(serverArguments)) {
      const { parameters } = tool(name).function;
      expect(Object.keys(parameters.properties).sort(), name).toEqual([...argumentNames].sort());
      expect(
        parameters.required.every((key) => argumentNames.includes(key)),
        name,
      ).toBe(true);
    }
    expect(tool(bookingTools.bookAppointment).function.parameters.required).toEqual([
      "start",
      "name",
    ]);
    expect(tool(voiceTools.captureLead).function.parameters.required).toEqual(["name", "message"]);
  });

  it("offers the contact form's interest options, in the form's order", () => {
    const booking = argumentsOf(bookingTools.bookAppointment);
    const lead = argumentsOf(voiceTools.captureLead);
    expect(booking.service?.enum).toEqual([...interestOptions]);
    expect(lead.interest?.enum).toEqual([...interestOptions]);
    const extracted = assistant.analysisPlan.structuredDataPlan.schema.properties;
    expect(extracted.interest.enum).toEqual([...interestOptions]);
  });

  it("announces the form's length limits, and the booking tools' own", () => {
    const lead = argumentsOf(voiceTools.captureLead);
    for (const field of ["name", "email", "phone", "company", "message"] as const) {
      expect(lead[field]!.maxLength, field).toBe(INQUIRY_LIMITS[field]);
    }
    const limits: Record<string, number> = TOOL_ARGUMENT_LIMITS;
    for (const name of Object.values(bookingTools)) {
      for (const [field, schema] of Object.entries(argumentsOf(name))) {
        if (!schema?.enum) expect(schema?.maxLength, `${name}.${field}`).toBe(limits[field]);
      }
    }
  });

  it("tells the model today's date and the caller's zone, and to book only offered starts", () => {
    const prompt = assistant.model.messages[0]!.content;
    expect(prompt).toContain("{{now}}");
    expect(prompt).toContain("{{callerTimeZone}}");
    for (const name of [...Object.values(bookingTools), voiceTools.captureLead]) {
      expect(prompt, name).toContain(name);
    }
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

/** What `jq -s '.[0] * .[1]'` makes of two objects: the second's keys over the first's, deeply. */
function deepMerge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = deepMerge(base[key], value);
  return merged;
}
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** voice/assistant.example.es.json: what the Spanish assistant changes of the example. */
describe("the example assistant's Spanish variant", () => {
  const spanish = deepMerge(assistant, spanishVariant) as typeof assistant & typeof spanishVariant;

  it("keeps every tool of the example, with the same arguments", () => {
    expect(spanish.model.tools).toEqual(assistant.model.tools);
    expect(spanish.server).toEqual(assistant.server);
    expect(spanish.analysisPlan).toEqual(assistant.analysisPlan);
  });

  it("listens and speaks Spanish, as the overrides do for an assistant without a variant", () => {
    const overrides = voiceClientConfig(loadConfig({})).languages.es!.overrides;
    expect(spanish.transcriber).toEqual(overrides.transcriber);
    expect(spanish.firstMessage).toBe(siteLanguages.es.assistant!.firstMessage);
    expect(spanish.voice.voiceId).toMatch(/^es-/);
  });

  it("tells the model today's date, the caller's zone and every tool, in Spanish", () => {
    const prompt = spanish.model.messages[0]!.content;
    expect(prompt).toContain("Hable siempre en español");
    expect(prompt).toContain("{{now}}");
    expect(prompt).toContain("{{callerTimeZone}}");
    for (const name of [...Object.values(bookingTools), voiceTools.captureLead]) {
      expect(prompt, name).toContain(name);
    }
  });

  it("lets the example speak the page's language when no variant is set", () => {
    expect(assistant.model.messages[0]!.content).toContain("{{language}}");
  });
});
