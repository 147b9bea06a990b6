import { InteractionContextType } from "discord.js";
import type { CommandModule } from "../../src/bot/router.js";
import { commandGroup } from "../group.js";
import { card } from "./card.js";
import { keyword } from "./keyword.js";
import { rule } from "./rule.js";

export { card } from "./card.js";
export { keyword } from "./keyword.js";
export { rule } from "./rule.js";

/** The rules and card lookup commands: `/rule`, `/keyword`, `/card` (see docs/lookup.md). */
export const LOOKUP_COMMANDS: CommandModule[] = [rule, keyword, card];

/**
 * `/rules rule|keyword|card` (issue 15: one namespace for the lookups), usable everywhere: in servers, in DMs
 * with the bot and in private channels.
 */
export const rulesCommand: CommandModule = commandGroup(
  {
    name: "rules",
    description: "Look up a rule, a keyword or a card.",
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  },
  LOOKUP_COMMANDS,
);
