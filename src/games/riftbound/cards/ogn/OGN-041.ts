import { type CustomEffect, defineCard } from "../types.js";

const TOTAL = 5;

/** Every way to give `n` units at least 1 damage each from `total` (559.3.d.6-7), as per-unit amounts. */
function splits(total: number, n: number): number[][] {
  if (n === 1) return [[total]];
  const out: number[][] = [];
  for (let first = 1; first <= total - (n - 1); first++)
    for (const rest of splits(total - first, n - 1)) out.push([first, ...rest]);
  return out;
}

/**
 * 559.3.d: the units were chosen as targets when the ability went on the chain; how the 5 damage is split among
 * the ones still legal is decided as it resolves (559.3.d.5), each getting at least 1 (559.3.d.6). The controller
 * picks one split among all of them (option id = the amounts in target order, e.g. "3-2").
 */
const splitDamage: CustomEffect = (api) => {
  const units = api.targets("units");
  if (units.length === 0) return "done";
  const options = splits(TOTAL, units.length);
  let pick: number[] | undefined = options.length === 1 ? options[0] : undefined;
  if (!pick && api.answer) pick = options.find((o) => o.join("-") === api.answer?.[0]);
  if (!pick)
    return {
      ask: {
        kind: "option",
        prompt: `Split ${TOTAL} damage among the chosen enemy units.`,
        options: options.map((o) => ({
          id: o.join("-"),
          label: units.map((u, i) => `${api.nameOf(u)}: ${o[i]}`).join(", "),
        })),
        min: 1,
        max: 1,
      },
    };
  units.forEach((u, i) => {
    api.damage(u, pick[i] ?? 0);
  });
  return "done";
};

/** Volibear, Furious — Unit (Champion), Fury, 10 Energy + 2 Fury Power. Deflect 2. */
export default defineCard({
  code: "OGN-041",
  name: "Volibear, Furious",
  text: "[Deflect 2] (Opponents must pay :rb_rune_rainbow::rb_rune_rainbow: to choose me with a spell or ability.)\nWhen I attack, deal 5 damage split among any number of enemy units here.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      // 559.3.d.3: at most as many targets as there is damage to split.
      targets: [{ id: "units", filter: { type: "unit", controller: "enemy", at: "here" }, count: TOTAL, upTo: true }],
      effects: [{ op: "custom", run: splitDamage }],
    },
  ],
});
