import { wowCard } from "../types.js";

/** Zy'lah Manslayer (HoA-276): Horde Ally, Troll, 7, 5/6. */
export default wowCard({
  id: "HoA-276",
  name: "Zy'lah Manslayer",
  text: "Protector <p> When Zy'lah Manslayer deals combat damage to an ally, ready her.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "trigger", on: "deals-combat-damage-to-ally", targets: [], effects: [{ op: "ready", what: "self" }] },
  ],
});
