import { defineCard } from "../types.js";

/** Azir, Ascendant — Unit. Unsupported: needs a two-way exchange of locations between a unit and a gear-bearing champion with an optional Equipment transfer, once per turn, [Action] timing (swap covers units at battlefields only). */
export default defineCard({
  code: "SFD-050",
  name: "Azir, Ascendant",
  text: ":rb_rune_calm:: [Action] — Choose a unit you control. Move me to its location and it to my original location. If it's equipped, you may attach one of its Equipment to me. Use only once per turn.",
  abilities: [],
  unsupported:
    "Needs a two-way exchange of locations between a unit and a gear-bearing champion with an optional Equipment transfer, once per turn, [Action] timing (swap covers units at battlefields only)",
});
