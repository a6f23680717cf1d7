/**
 * React and other libraries choose their production or development build from
 * `process.env.NODE_ENV` the moment they are first loaded, and development React renders several
 * times slower. The server's own default is production (server/config.ts): say so before anything
 * loads React. `server/main.ts` imports this module first, ahead of every import that reaches React.
 */
process.env.NODE_ENV ||= "production";
