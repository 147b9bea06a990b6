/** Synth Disrupter (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "z1vdxi74wa",
  name: "Synth Disrupter",
  text: "Banish Synth Disrupter: Until end of turn, Automaton allies enter the field rested.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "alliesEnterRested", subtype: "AUTOMATON" }],
    },
  ],
});
