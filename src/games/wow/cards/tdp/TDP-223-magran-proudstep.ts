import { wowCard } from "../types.js";

/** Magran Proudstep (TDP-223): Ally, 3, 1 ranged / 2 health. */
export default wowCard({
  id: "TDP-223",
  name: "Magran Proudstep",
  text: "Ferocity <p> Long-Range (Defenders deal no combat damage to this character.)",
  powers: [
    { kind: "keyword", keyword: "Ferocity" },
    { kind: "keyword", keyword: "Long-Range" },
  ],
});
