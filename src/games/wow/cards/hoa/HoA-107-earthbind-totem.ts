import { wowCard } from "../types.js";

/** Earthbind Totem (HoA-107): Instant Ability (Elemental, Earth Totem (1)), 2, Shaman, 1 health: a Totem (001 306.3a). */
export default wowCard({
  id: "HoA-107",
  name: "Earthbind Totem",
  text: "Totem (Can be attacked or targeted like an ally.) <p> Ongoing: Opposing allies can't ready during their controller's ready step.",
  powers: [{ kind: "opposing-allies-dont-ready" }],
});
