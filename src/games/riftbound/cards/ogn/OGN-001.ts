import { defineCard } from "../types.js";

/** Blazing Scorcher — Unit, Fury. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-001",
  name: "Blazing Scorcher",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)",
  abilities: [],
});
