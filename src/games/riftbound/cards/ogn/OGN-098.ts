import { defineCard } from "../types.js";

/** Energy Conduit — Gear, Mind, 3 Energy. */
export default defineCard({
  code: "OGN-098",
  name: "Energy Conduit",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true, // 605.2
      effects: [{ op: "add", energy: 1 }],
    },
  ],
});
