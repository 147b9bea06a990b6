import { defineCard } from "../types.js";

/** Smite — Spell, Fury, 2 Energy + 1 Fury. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-007",
  name: "Smite",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 3 to a unit at a battlefield. If it would die this turn, banish it instead.",
  unsupported:
    'needs created death replacements ("if it would die this turn, banish it instead"), owned by the SFD helper',
  abilities: [],
});
