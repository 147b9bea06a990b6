import { defineCard } from "../types.js";

/**
 * Repair Specialist — Unit, Body, 3 Energy. "I have [Assault] equal to the number of gear you control": a keyword
 * passive whose value is read now (719.2: +1 Might while attacking per instance; none without gear).
 */
export default defineCard({
  code: "VEN-076",
  name: "Repair Specialist",
  text: "I have [Assault] equal to the number of gear you control. (+1 :rb_might: while I'm an attacker for each instance of Assault.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "keyword", keyword: "Assault", amount: { count: { type: "gear", controller: "friendly" } } },
    },
  ],
});
