/** Crystal of Empowerment (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "dmfoA7jOjy",
  name: "Crystal of Empowerment",
  text: "Banish Crystal of Empowerment: Your champion gets +2 level until end of turn.",
  abilities: [{ kind: "activated", costs: [{ kind: "banishSelf" }], effects: [{ op: "championLevelGet", amount: 2 }] }],
});
