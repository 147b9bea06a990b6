import { defineCard } from "../types.js";

/**
 * Call to Battle — Spell, Body, 3 Energy. The unit and "a battlefield you control" are chosen as it is played (559.3,
 * 163.7). The opponent is chosen as it resolves and chooses one of their units then (not a target); it moves to the
 * same battlefield, moved by this spell (608).
 */
export default defineCard({
  code: "UNL-101",
  name: "Call to Battle",
  text: "Move a unit you control to a battlefield you control. Then, choose an opponent. They move a unit they control to the same battlefield.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly" } },
        { id: "bf", battlefield: true, filter: { type: "battlefield", controller: "friendly" } },
      ],
      effects: [
        { op: "move", what: { target: "unit" }, to: { target: "bf" } },
        { op: "chooseOpponent", saveAs: "them" },
        { op: "actAs", seat: null, seatVar: "them" },
        { op: "chooseFromZone", filter: { type: "unit", controller: "friendly" }, count: 1, saveAs: "theirs" },
        { op: "move", what: { var: "theirs" }, to: { target: "bf" } },
        { op: "actAs", seat: null },
      ],
    },
  ],
});
