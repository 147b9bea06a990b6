import { wowCard } from "../types.js";

/** Kulan Earthguard (HoA-249): Ally, 5, 3 melee / 5 health. */
export default wowCard({
  id: "HoA-249",
  name: "Kulan Earthguard",
  text: "Protector <p> At the end of your turn, ready Kulan Earthguard.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "trigger", on: "your-turn-end", targets: [], effects: [{ op: "ready", what: "self" }] },
  ],
});
