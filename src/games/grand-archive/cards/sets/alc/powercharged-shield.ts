/** Powercharged Shield (regalia, item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "rrii17fzcy",
  name: "Powercharged Shield",
  text: "Banish Powercharged Shield: Target unit with taunt gains vigor until end of turn. (Units with vigor wake up at the beginning of your end phase.)",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "pump", target: { kind: "target", filter: { type: "unit", keyword: "taunt" } }, gains: "vigor" }],
    },
  ],
});
