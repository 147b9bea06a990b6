/** Imperial Recruit (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "lzsmw3rrii",
  name: "Imperial Recruit",
  text: "Foster (At the beginning of your recollection phase, if this ally hasn’t been dealt damage since the end of your previous turn, it becomes fostered.) \n\nImperial Recruit gets +1 POWER as long as it's fostered.",
  abilities: [
    { kind: "keyword", keyword: "foster" },
    { kind: "static", who: { kind: "self" }, power: 1, condition: { kind: "fostered" } },
  ],
});
