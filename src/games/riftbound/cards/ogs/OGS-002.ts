import { defineCard } from "../types.js";

/** Firestorm — Spell, Fury, 6 Energy + 1 Fury. Needs a battlefield choice. */
export default defineCard({
  code: "OGS-002",
  name: "Firestorm",
  text: "Deal 3 to all enemy units at a battlefield.",
  abilities: [],
  unsupported:
    "needs a battlefield choice made when the spell is played (559.3): TargetSpec/ObjFilter only choose objects, and neither a Ref like { all: { at: <chosen battlefield> } } nor a CustomApi way to list battlefields / read a unit's battlefield index exists",
});
