/** Arisanna, Herbalist Prodigy (champion, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "b31x97n2jn",
  name: "Arisanna, Herbalist Prodigy",
  text: "On Enter: Gather twice. (To gather, summon a Blightroot, Manaroot, Silvershine, Fraysia, Razorvine, or Springleaf token, chosen at random.)",
  abilities: [{ kind: "trigger", on: "onEnter", effects: [{ op: "gather", times: 2 }] }],
});
