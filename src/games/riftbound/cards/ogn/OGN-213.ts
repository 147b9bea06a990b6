import { type CustomEffect, defineCard } from "../types.js";

/**
 * "Kill a unit at a battlefield. Its controller draws 2." The controller is read before the kill (563.2.c.9:
 * look back); an illegal target reads as empty (563.2.c.8), so nobody draws.
 */
const killThenControllerDraws: CustomEffect = (api) => {
  const unit = api.targets("unit")[0];
  if (!unit) return "done";
  const controller = api.controllerOf(unit);
  api.kill(unit);
  api.draw(controller, 2);
  return "done";
};

/** Hidden Blade — Spell, Order, 2 Energy + 1 Power. Hidden, Action. */
export default defineCard({
  code: "OGN-213",
  name: "Hidden Blade",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nKill a unit at a battlefield. Its controller draws 2.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "custom", run: killThenControllerDraws }],
    },
  ],
});
