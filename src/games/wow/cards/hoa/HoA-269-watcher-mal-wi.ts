import { wowCard } from "../types.js";

/** Watcher Mal'wi (HoA-269): Ally, 4, 3/3. */
export default wowCard({
  id: "HoA-269",
  name: "Watcher Mal'wi",
  text: "When an opposing ally enters play, Watcher Mal'wi deals 1 ranged damage to it.",
  powers: [
    {
      kind: "trigger",
      on: "opposing-ally-enters",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "ranged", to: "subject", by: "self" }],
    },
  ],
});
