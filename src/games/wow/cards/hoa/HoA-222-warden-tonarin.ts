import { wowCard } from "../types.js";

/** Warden Tonarin (HoA-222): Ally, 1, 1 melee / 1 health. */
export default wowCard({
  id: "HoA-222",
  name: "Warden Tonarin",
  text: "Elusive, Protector",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    { kind: "keyword", keyword: "Protector" },
  ],
});
