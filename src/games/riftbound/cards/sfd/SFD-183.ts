import { defineCard } from "../types.js";

/**
 * Purifier — Legend (Lucian), Fury + Body. Each Equipment its controller controls that is attached gives its unit one
 * instance of [Assault] (CR 1.4 434.1.c, 713.3; two Equipment: [Assault 2], 719.2).
 */
export default defineCard({
  code: "SFD-183",
  name: "Purifier",
  text: "Your Equipment each give [Assault]. (+1 :rb_might: while equipped unit is an attacker.)",
  abilities: [{ kind: "passive", passive: { kind: "equipmentGives", keyword: "Assault" } }],
});
