import { z } from "zod";
import { CHAT_FORM_NAME, CHAT_SOURCE, TRANSCRIPT_FIELD } from "../../core/chat/chat-lead";
import {
  CHAT_LEAD_MAX_BYTES,
  CHAT_TRANSCRIPT_MAX_LENGTH,
  CHAT_TRANSCRIPT_MAX_TURNS,
} from "../../core/chat/conversation";
import { chatTranscriptNotes } from "../../core/contact/inquiry-email";
import type { InquiryWayIn } from "../inquiries/contact-service";
import { transcriptText } from "../../core/chat/transcript-text";

const transcript = z
  .array(z.object({ role: z.enum(["visitor", "assistant"]), text: z.string().trim().min(1) }))
  .min(1)
  .max(CHAT_TRANSCRIPT_MAX_TURNS)
  .refine(
    (turns) =>
      turns.reduce((length, turn) => length + turn.text.length, 0) <= CHAT_TRANSCRIPT_MAX_LENGTH,
  )
  .refine((turns) => turns.some((turn) => turn.role === "visitor" && turn.text.trim()));

/**
 * "Send this conversation to the team": the contact form's way into the pipeline, with the
 * conversation's transcript as well. A transcript that is not one (not JSON, an empty turn, no
 * word from the visitor, over the limits the browser keeps to) refuses the post as unreadable.
 * The transcript comes from the visitor's browser, which could have written the assistant's
 * lines too: it is stored under a line that says so, which every view of the lead shows.
 */
export const chatWayIn: InquiryWayIn = {
  source: CHAT_SOURCE,
  formName: CHAT_FORM_NAME,
  placement: null,
  maxBodyBytes: CHAT_LEAD_MAX_BYTES,
  readOrigin(get) {
    const raw = get(TRANSCRIPT_FIELD);
    if (typeof raw !== "string") return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return null;
    }
    const turns = transcript.safeParse(json);
    if (!turns.success) return null;
    return { transcript: `${chatTranscriptNotes.fromBrowser}\n${transcriptText(turns.data)}` };
  },
};
