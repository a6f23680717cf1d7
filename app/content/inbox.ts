/**
 * Every word of the staff's lead inbox (/inbox). Staff read these, not visitors; the brand's
 * name comes from site.ts.
 */

// ── The inbox's frame and its lead pages: list, lead, spam, export (helper: leads) ──

// ── Signing in, the one-time welcome link and the account page (helper: staff) ──
