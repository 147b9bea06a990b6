import { wowCard } from "../types.js";

/** Pithran Mithrilshot (TDP-185): Ally, 5, 3 ranged / 1 health. */
export default wowCard({
  id: "TDP-185",
  name: "Pithran Mithrilshot",
  text: "Elusive <p> Long-Range (Defenders deal no combat damage to this character.)",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    { kind: "keyword", keyword: "Long-Range" },
  ],
});
