import { wowCard } from "../types.js";

/** Kailis Truearc (HoA-189): Alliance Ally, Night Elf, 1, 1/1. */
export default wowCard({
  id: "HoA-189",
  name: "Kailis Truearc",
  text: "Kailis Truearc has +2 ATK and +2 health while there are four or more allies in your party.",
  powers: [{ kind: "continuous", applies: "self", atk: 2, health: 2, while: "four-or-more-allies-in-your-party" }],
});
