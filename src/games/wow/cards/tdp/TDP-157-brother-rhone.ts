import { wowCard } from "../types.js";

/** Brother Rhone (TDP-157): Alliance Ally, Dwarf Paladin, 2, 0 ATK melee / 1 health. */
export default wowCard({
  id: "TDP-157",
  name: "Brother Rhone",
  text: "Protector <p> Prevent all combat damage that would be dealt to Brother Rhone by attacking allies.",
  powers: [{ kind: "keyword", keyword: "Protector" }, { kind: "prevent-combat-damage-from-attacking-allies" }],
});
