/** The list in replacing-modules.js, typed for vitest.config.ts. */
export declare const REPLACING_MODULES: string[];
