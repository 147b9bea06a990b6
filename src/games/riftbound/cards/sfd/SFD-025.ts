import { defineCard } from "../types.js";

/** Rengar, Pouncing — Unit. Unsupported: needs a play-location permission for a battlefield you are attacking (Reaction units are played only where you control; playTo covers open / occupied enemy battlefields). */
export default defineCard({
  code: "SFD-025",
  name: "Rengar, Pouncing",
  text: "[Reaction] (Play any time, even before spells and abilities resolve, including to a battlefield you control.)\n[Assault 2] (+2 :rb_might: while I'm an attacker.)\nI can be played to a battlefield you're attacking.",
  abilities: [],
  unsupported:
    "Needs a play-location permission for a battlefield you are attacking (Reaction units are played only where you control; playTo covers open / occupied enemy battlefields)",
});
