import { wowCard } from "../types.js";

/** Scimitar of the Nexus Stalkers (TDP-280): Equipment (1H Weapon, Melee (1), Sword), 2. */
export default wowCard({
  id: "TDP-280",
  name: "Scimitar of the Nexus Stalkers",
  text: "",
  powers: [],
});
