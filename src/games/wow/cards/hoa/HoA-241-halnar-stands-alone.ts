import { wowCard } from "../types.js";

/** Halnar Stands-Alone (HoA-241): Horde Ally, Tauren, 4, 2/2. */
export default wowCard({
  id: "HoA-241",
  name: "Halnar Stands-Alone",
  text: "Halnar Stands-Alone has +3 ATK and +3 health while he is the only ally in your party.",
  powers: [{ kind: "continuous", applies: "self", atk: 3, health: 3, while: "only-ally-in-your-party" }],
});
