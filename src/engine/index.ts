export * from "./rng.js";
export * from "./types.js";
