import { defineCard } from "../types.js";

/** Trifarian War Camp — Battlefield, Colorless. */
export default defineCard({
  code: "OGN-294",
  name: "Trifarian War Camp",
  text: "Units here have +1 :rb_might:. (This includes attackers.)",
  abilities: [{ kind: "passive", passive: { kind: "othersMight", amount: 1, filter: { type: "unit", at: "here" } } }],
});
