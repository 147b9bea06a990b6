/** Small re-exports for `legal.ts` (keeps its import list short). */
export { hasKeyword, isUnit, obj, stat } from "./util.js";
export { lethalNeeded as lethalNeededOf } from "./game.js";
