/** Rebellious Bull (ally, norm, reserve 5). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "GXeEa0pe3B",
  name: "Rebellious Bull",
  text: "Rebellious Bull enters the field rested.\n\nPride 3 (This ally won't obey you unless your champion is level 3 or higher.)",
  abilities: [
    { kind: "keyword", keyword: "entersRested" },
    { kind: "pride", level: 3 },
  ],
});
