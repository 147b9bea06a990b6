import { defineCard } from "../types.js";

/**
 * Baron Nashor — Unit, Chaos. "As you play me, add the Baron Pit …": while no Baron Pit (UNL-T01, CR 1.4 187.9) is on
 * the board, playing him adds it as he is played and he enters there (369.3: a replacement of where he enters,
 * `playAddsBattlefield`); with a Baron Pit already there he is played as usual. "Can't be chosen by enemy spells and
 * abilities" (567) and "Other friendly units have +2 Might" are passives.
 */
export default defineCard({
  code: "UNL-147",
  name: "Baron Nashor",
  text: "As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you do, I enter there. (It has \"Units can move here from anywhere.\")\nI can't be chosen by enemy spells and abilities.\nOther friendly units have +2 :rb_might:.",
  abilities: [
    { kind: "passive", passive: { kind: "playAddsBattlefield", token: "UNL-T01" } },
    { kind: "passive", passive: { kind: "cantBeChosen", by: "enemy" } },
    {
      kind: "passive",
      passive: { kind: "othersMight", amount: 2, filter: { type: "unit", controller: "friendly", other: true } },
    },
  ],
});
