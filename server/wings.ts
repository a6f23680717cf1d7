import { chatLeadSource } from "./chat/chat-lead-source";
import { formLeadSource } from "./contact/form-way-in";
import type { LeadSources } from "./inquiries/lead-source";
import { voiceLeadSource } from "./voice-events/voice-lead-source";

/*
 * Where the wings meet the inquiry pipeline and the site's API. A new way in (README "How to add a
 * way in") adds its lead source here and its endpoints to the API table; nothing else outside its
 * own folders changes.
 */

/** Every way into the inquiry pipeline, each describing its leads. */
export const leadSources: LeadSources = [formLeadSource, voiceLeadSource, chatLeadSource];
