import { wowCard } from "../types.js";

/** Tanwa the Marksman (TDP-235): Ally, 6, 4 ranged / 3 health. */
export default wowCard({
  id: "TDP-235",
  name: "Tanwa the Marksman",
  text: "Long-Range (Defenders deal no combat damage to this character.)",
  powers: [{ kind: "keyword", keyword: "Long-Range" }],
});
