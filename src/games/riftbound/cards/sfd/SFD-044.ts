import { defineCard } from "../types.js";

/** Legion Quartermaster — Unit. Unsupported: needs a mandatory additional cost of returning a friendly gear to its owner's hand (additionalCost has no return-to-hand cost). */
export default defineCard({
  code: "SFD-044",
  name: "Legion Quartermaster",
  text: "As an additional cost to play me, return a friendly gear to its owner's hand.",
  abilities: [],
  unsupported:
    "Needs a mandatory additional cost of returning a friendly gear to its owner's hand (additionalCost has no return-to-hand cost)",
});
