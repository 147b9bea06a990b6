/** Frostbind (action, water, reserve 2, fast; Cleric Spell Reaction; ReC-IDY EN-022). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "z0fgm3pal7",
  name: "Frostbind",
  text: "Negate target card activation unless its controller pays (2). Banish the card that had its activation negated this way.",
  abilities: [{ kind: "effect", effects: [{ op: "negateUnlessPays", target: { kind: "activation" }, amount: 2 }] }],
});
