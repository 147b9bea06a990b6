/** Young Peacekeeper (ally, wind, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "z4pyx8bd7o",
  name: "Young Peacekeeper",
  text: "Foster (At the beginning of your recollection phase, if this ally hasn’t been dealt damage since the end of your previous turn, it becomes fostered.) \n\nYoung Peacekeeper gets +1 POWER and +1 LIFE as long as it's fostered.\n\n[Class Bonus] Floating Memory",
  abilities: [
    { kind: "keyword", keyword: "foster" },
    { kind: "static", who: { kind: "self" }, power: 1, life: 1, condition: { kind: "fostered" } },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});
