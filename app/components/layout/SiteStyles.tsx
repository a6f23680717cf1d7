import { createContext, use } from "react";
import { LAY_OUT_EXACTLY_AT_A_FRAGMENT } from "~/ui/motion";

/**
 * The site's whole stylesheet, inlined in every page's head so the first paint waits for no
 * request (docs/decisions/010-paint-before-javascript.md), and the line of script that has it lay
 * out a page opened at a fragment exactly. Only the server has the text (entry.server provides it
 * with the response's CSP nonce); in the browser the elements are hydrated as they came and never
 * rewritten, so the stylesheet stays out of the JavaScript.
 */
export const SiteStylesContext = createContext<{ css: string; nonce?: string }>({ css: "" });

export function SiteStyles() {
  const { css, nonce } = use(SiteStylesContext);
  return (
    <>
      <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: LAY_OUT_EXACTLY_AT_A_FRAGMENT }}
      />
    </>
  );
}
