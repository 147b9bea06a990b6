export * from "./decision.js";
export * from "./log.js";
export * from "./rng.js";
export * from "./rules.js";
export * from "./types.js";
export * from "./presentation.js";
