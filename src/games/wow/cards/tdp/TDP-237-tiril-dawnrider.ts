import { wowCard } from "../types.js";

/** Tiril Dawnrider (TDP-237): Horde Ally (Blood Elf Rogue), 1, 1 melee / 1 health. */
export default wowCard({
  id: "TDP-237",
  name: "Tiril Dawnrider",
  text: "Ferocity <p> At the end of your turn, put Tiril Dawnrider into his owner's hand.",
  powers: [
    { kind: "keyword", keyword: "Ferocity" },
    { kind: "trigger", on: "your-turn-end", targets: [], effects: [{ op: "to-hand", what: "self" }] },
  ],
});
