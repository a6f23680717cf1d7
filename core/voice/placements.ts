/** The four places a visitor can start a call; each has its own assistant id (configured at run time). */
export const callPlacements = ["hero", "demo", "contact", "widget"] as const;
export type CallPlacement = (typeof callPlacements)[number];
