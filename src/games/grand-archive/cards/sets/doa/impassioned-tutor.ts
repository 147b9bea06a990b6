/** Impassioned Tutor (ally, fire, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "MECS7RHRZ8",
  name: "Impassioned Tutor",
  text: "On Attack: Your champion gets +1 level until end of turn.",
  abilities: [{ kind: "trigger", on: "onAttack", effects: [{ op: "championLevelGet", amount: 1 }] }],
});
