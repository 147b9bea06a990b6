/** Penetrator Round (regalia, item, fire, memory 0). */
import { LOAD_INTO_UNLOADED_GUN, defineCard } from "../../types.js";

export default defineCard({
  id: "97n2jnltv5",
  name: "Penetrator Round",
  text: 'Renewable\n\nREST: Load Penetrator Round into target unloaded Gun weapon you control. \n\n[Class Bonus] [Level 2+] On Attack: This attack gains "Combat damage dealt by this attack is unpreventable."',
  abilities: [
    { kind: "keyword", keyword: "renewable" },
    LOAD_INTO_UNLOADED_GUN,
    {
      kind: "trigger",
      on: "onAttack",
      effects: [{ op: "attackUnpreventable" }],
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "levelAtLeast", level: 2 }] },
    },
  ],
});
