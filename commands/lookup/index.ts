import type { CommandModule } from "../../src/bot/router.js";
import { card } from "./card.js";
import { keyword } from "./keyword.js";
import { rule } from "./rule.js";

export { card } from "./card.js";
export { keyword } from "./keyword.js";
export { rule } from "./rule.js";

/** The rules and card lookup commands: `/rule`, `/keyword`, `/card` (see docs/lookup.md). */
export const LOOKUP_COMMANDS: CommandModule[] = [rule, keyword, card];
