/**
 * Server test files that replace a module (vi.mock): only a module graph of their own loads the
 * replacement rather than the module another file loaded first. Vitest gives them a process of
 * their own (vitest.config.ts); lint lets only them replace modules, timers, globals or the
 * environment (eslint.config.js). Plain JavaScript, so that both configurations read this one list.
 */
export const REPLACING_MODULES = ["server/staff/staff-auth.test.ts"];
