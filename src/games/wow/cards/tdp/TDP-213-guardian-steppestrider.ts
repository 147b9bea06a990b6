import { wowCard } from "../types.js";

/** Guardian Steppestrider (TDP-213): Ally, 4, 5 melee / 5 health. */
export default wowCard({
  id: "TDP-213",
  name: "Guardian Steppestrider",
  text: "Protector <p> Guardian Steppestrider can't attack.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "keyword", keyword: "CantAttack" },
  ],
});
