import { wowCard } from "../types.js";

/** Maxum Ironbrew (HoA-204): Alliance Ally, Dwarf, 4, 2/4. */
export default wowCard({
  id: "HoA-204",
  name: "Maxum Ironbrew",
  text: "When Maxum Ironbrew defends, he heals 2 damage from himself.",
  powers: [
    { kind: "trigger", on: "defends", targets: [], effects: [{ op: "heal", amount: 2, to: "self", by: "self" }] },
  ],
});
