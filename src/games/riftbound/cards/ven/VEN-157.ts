import { defineCard } from "../types.js";

/** Dragon Roost — Battlefield. Unsupported: see `unsupported`. */
export default defineCard({
  code: "VEN-157",
  name: "Dragon Roost",
  text: "Any player may pay :rb_rune_rainbow::rb_rune_rainbow: as an additional cost to play a Dragon. If they do, they play it to this battlefield.",
  abilities: [],
  unsupported:
    "Needs an optional additional cost granted by a battlefield to other cards (Dragons) whose payment forces the play's destination to that battlefield, whoever controls it",
});
