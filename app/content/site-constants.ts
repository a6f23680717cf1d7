/** Behaviour constants from the specification (section 9), named once and shared by every component. */

/** The navbar turns white and blurred once the page is scrolled further than this. */
export const NAVBAR_SCROLL_THRESHOLD_PX = 20;

/** After navigating to `/#demo-section` from another page, scroll there after this delay. */
export const HASH_SCROLL_DELAY_MS = 100;

/** The testimonial carousel advances this often while it autoplays. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** Particles drawn on each particle canvas. */
export const PARTICLE_COUNT = 50;

/** Delay between neighbouring cards when a grid fades in. */
export const CARD_STAGGER_S = 0.1;

/** The id of the home page's demo section, the target of every Get Demo button. */
export const DEMO_SECTION_ID = "demo-section";
