import { createContext, use } from "react";

/**
 * The site's whole stylesheet, inlined in every page's head so the first paint waits for no
 * request (docs/decisions/010-paint-before-javascript.md). Only the server has the text (entry.server
 * provides it with the response's CSP nonce); in the browser the element is hydrated as it came
 * and never rewritten, so the stylesheet stays out of the JavaScript.
 */
export const SiteStylesContext = createContext<{ css: string; nonce?: string }>({ css: "" });

export function SiteStyles() {
  const { css, nonce } = use(SiteStylesContext);
  return <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
