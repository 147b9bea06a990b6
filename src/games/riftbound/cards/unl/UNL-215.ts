import { defineCard } from "../types.js";

/**
 * Star Spring — Battlefield, Colorless.
 */
export default defineCard({
  code: "UNL-215",
  name: "Star Spring",
  text: "The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base.",
  unsupported:
    '"the first time a player plays a non-token unit here each turn" needs a once-per-player-per-turn battlefield trigger; the trigger limit counts per turn only',
  abilities: [],
});
