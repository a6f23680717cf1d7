import { interestOf } from "../../core/content/interests";

/**
 * What a visitor whose microphone failed reads under the error: how to allow it in their own
 * browser, and a way to reach the agency without it.
 */
export const microphoneHelp = {
  allowHeading: "How to allow the microphone",
  allow: {
    chrome:
      "In Chrome: click the icon at the left of the address bar, turn Microphone on (or set it to Allow), then press the call button again.",
    edge: "In Edge: click the lock icon in the address bar, choose Permissions for this site, set Microphone to Allow, then press the call button again.",
    firefox:
      "In Firefox: click the crossed-out microphone in the address bar, clear the block, then press the call button again.",
    "safari-mac":
      "In Safari on a Mac: choose Safari > Settings for this website, set Microphone to Allow, then reload the page and press the call button.",
    "safari-ios":
      "On an iPhone or iPad: tap the aA or page-settings icon in the address bar, choose Website Settings, set Microphone to Allow, then reload the page.",
    other:
      "Open your browser's settings for this site, allow the microphone, then reload the page and press the call button again.",
  },
  /** Safari remembers a refusal for the page and does not ask a second time. */
  safariAsksOnce:
    "Safari does not ask again after you refused: change the setting above, then reload the page.",
  writeInstead: "Write to us instead",
  /** In the widget: the same assistant, in writing. */
  chatInstead: "Chat instead",
  /** The contact form's interest when a caller writes instead. */
  interest: interestOf.voice,
  /** Opens the message carried over from the call, when the caller said something. */
  carriedOver: "What I said on the call:",
} as const;
