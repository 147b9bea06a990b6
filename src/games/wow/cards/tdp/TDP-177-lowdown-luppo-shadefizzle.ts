import { wowCard } from "../types.js";

/**
 * Lowdown Luppo Shadefizzle (TDP-177): Ally, 2, 2 / 1 health. "Gnome Hero Required" is a deck restriction (100.2b,
 * decks.ts).
 */
export default wowCard({
  id: "TDP-177",
  name: "Lowdown Luppo Shadefizzle",
  text: "Gnome Hero Required <p> Elusive, Stealth, Untargetable",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    { kind: "keyword", keyword: "Stealth" },
    { kind: "keyword", keyword: "Untargetable" },
  ],
});
