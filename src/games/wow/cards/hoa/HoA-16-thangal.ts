import { wowCard } from "../types.js";

/** Thangal (HoA-16): Hero, Horde Tauren Druid (Feral), 28 health. */
export default wowCard({
  id: "HoA-16",
  name: "Thangal",
  text: "3, Flip Thangal -> Ready Thangal. Use only while he's in bear form.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      whileForm: "bear",
      targets: [],
      effects: [{ op: "ready", what: "self" }],
    },
  ],
});
