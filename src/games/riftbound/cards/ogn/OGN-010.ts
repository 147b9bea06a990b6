import { defineCard } from "../types.js";

/** Legion Rearguard — Unit, Fury, 2 Energy. Only printed keywords (Accelerate, handled by the rules). */
export default defineCard({
  code: "OGN-010",
  name: "Legion Rearguard",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)",
  abilities: [],
});
