import { defineCard } from "../types.js";

/** Magma Wurm — Unit, Fury, 8 Energy + 1 Fury. Other friendly units enter ready (139.4.a). */
export default defineCard({
  code: "OGN-011",
  name: "Magma Wurm",
  text: "Other friendly units enter ready.",
  abilities: [{ kind: "passive", passive: { kind: "enterReady", others: true } }],
});
