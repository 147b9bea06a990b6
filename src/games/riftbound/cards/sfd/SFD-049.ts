import { defineCard } from "../types.js";

/** Aphelios, Exalted — Unit. Unsupported: needs a "choose one that hasn't been chosen this turn" modal trigger tracked per ability instance (SFAQ) on an attach trigger. */
export default defineCard({
  code: "SFD-049",
  name: "Aphelios, Exalted",
  text: "When you attach an Equipment to me, choose one that hasn't been chosen this turn —\n- Ready 2 runes.\n- Channel 1 rune exhausted.\n- Buff a friendly unit.",
  abilities: [],
  unsupported:
    'Needs a "choose one that hasn\'t been chosen this turn" modal trigger tracked per ability instance (SFAQ) on an attach trigger',
});
