import { defineCard } from "../types.js";

/**
 * Iascylla — Unit, Calm, 7 Energy + 1 Power.
 */
export default defineCard({
  code: "UNL-050",
  name: "Iascylla",
  text: "When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield.",
  unsupported:
    '"at the start of your next Main Phase" needs a delayed trigger lasting into a later turn; created triggers last this turn only (docs/cards.md \u00a75)',
  abilities: [],
});
