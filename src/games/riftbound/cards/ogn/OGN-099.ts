import { defineCard } from "../types.js";

/** Garbage Grabber — Gear, Mind, 2 Energy. */
export default defineCard({
  code: "OGN-099",
  name: "Garbage Grabber",
  text: "Recycle 3 from your trash, :rb_energy_1:, :rb_exhaust:: Draw 1.",
  abilities: [
    {
      kind: "activated",
      cost: { recycleFromTrash: 3, energy: 1, exhaust: true },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
