/** The browsers whose microphone settings the help explains, told apart by their user agent. */
export type BrowserFamily = "chrome" | "edge" | "firefox" | "safari-mac" | "safari-ios" | "other";

export function browserFamily(userAgent: string, touchPoints = 0): BrowserFamily {
  // Every browser on iOS is Safari underneath, and an iPad asks for the desktop site as a Mac.
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) {
    return "safari-ios";
  }
  if (/Edg\//.test(userAgent)) return "edge";
  if (/Firefox\//.test(userAgent)) return "firefox";
  if (/Chrome\/|Chromium\//.test(userAgent)) return "chrome";
  if (/Safari\//.test(userAgent) && /Macintosh/.test(userAgent)) return "safari-mac";
  return "other";
}
