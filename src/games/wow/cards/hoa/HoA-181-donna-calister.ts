import { wowCard } from "../types.js";

/** Donna Calister (HoA-181): Alliance Ally, Human Warrior, 5, 1 ATK melee / 7 health. */
export default wowCard({
  id: "HoA-181",
  name: "Donna Calister",
  text: "Protector <p> When an opposing hero or ally attacks, ready Donna Calister.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "trigger", on: "opposing-attacks", targets: [], effects: [{ op: "ready", what: "self" }] },
  ],
});
