/**
 * Match persistence and play for the bot (docs/matches.md): an event-sourced store on Prisma, the match service
 * (challenges, actions, concede, abort, clocks, auto-pass, verification) and the game adapters it hosts.
 */
export * from "./clocks.js";
export * from "./errors.js";
export * from "./games.js";
export * from "./service.js";
export * from "./stop-settings.js";
export * from "./store.js";
export * from "./verify.js";
