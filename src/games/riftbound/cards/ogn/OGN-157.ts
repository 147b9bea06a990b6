import { defineCard } from "../types.js";

/** Udyr, Wildman — Unit (Champion), Body, 6 Energy + 1 Body Power, 6 Might. */
export default defineCard({
  code: "OGN-157",
  name: "Udyr, Wildman",
  text: "Spend my buff: Choose one you've not chosen this turn —\n- Deal 2 to a unit at a battlefield.\n- Stun a unit at a battlefield.\n- Ready me.\n- Give me [Ganking] this turn.",
  abilities: [],
  unsupported:
    "Modal activated ability ('Spend my buff: Choose one you've not chosen this turn'): the vocabulary has no modes chosen on activation with per-mode targets, and no per-object memory of the modes chosen this turn.",
});
