import { defineCard } from "../types.js";

/**
 * Alpha Strike — Spell (Master Yi signature), Calm/Body. Unsupported: needs damage dealt by a chosen unit split among
 * chosen enemy units (a split-damage instruction) and "for each unit
 * this kills" counting the kills of that damage.
 */
export default defineCard({
  code: "UNL-192",
  name: "Alpha Strike",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose a friendly unit. It deals damage equal to its Might split among enemy units at battlefields. Then for each unit this kills, do this: Gain 1 XP.",
  abilities: [],
  unsupported:
    "Needs damage dealt by a chosen unit split among chosen enemy units (no split-damage instruction; Volibear, Furious's split is a card-specific custom) and 'for each unit this kills' counting its kills",
});
