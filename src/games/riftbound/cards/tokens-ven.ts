/**
 * Vendetta's token with an ability of its own (CR 1.4 187.11, jungaustin-tokens.json): the Shadow Clone, a
 * domainless 0 Might unit token. Its script is built into the registry like the other tokens (no card data row).
 */
import { defineCard } from "./types.js";

/** The Shadow Clone token's code (the catalogue entry and the built-in script share it). */
export const SHADOW_CLONE_CODE = "TOKEN-SHADOW-CLONE";

/** Shadow Clone — Unit token, 0 Might: "When I attack, you may banish a unit from your trash. If you do, …". */
export const SHADOW_CLONE_SCRIPT = defineCard({
  code: SHADOW_CLONE_CODE,
  name: "Shadow Clone",
  text: "When I attack, you may banish a unit from your trash. If you do, give me [Assault 4] this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      effects: [
        {
          op: "chooseFromZone",
          filter: { at: "trash", cardType: "Unit" },
          count: 1,
          optional: true,
          saveAs: "unit",
        },
        { op: "banish", what: { var: "unit" } },
        {
          op: "if",
          cond: { varNonEmpty: "unit" },
          then: [{ op: "keyword", what: { self: true }, keyword: "Assault 4", duration: "turn" }],
        },
      ],
    },
  ],
});
