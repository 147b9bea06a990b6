import { defineCard } from "../types.js";

/** Card Sharp — Unit. Unsupported: needs each opponent choosing to play a Gold token and a count of those who did. */
export default defineCard({
  code: "SFD-081",
  name: "Card Sharp",
  text: "When you play me, you and each opponent may play a Gold gear token exhausted. For each opponent who did, you play a Gold gear token exhausted.",
  abilities: [],
  unsupported: "Needs each opponent choosing to play a Gold token and a count of those who did",
});
