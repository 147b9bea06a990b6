/**
 * Modal spells whose mode is chosen as they are played (CR 1.4 355.3): the play names a mode, whose choices are made
 * with it (559.3) and whose instructions run on resolution; the mode stays fixed on the chain. Pure data helpers: no
 * state.
 */
import type { Ability, Effect, TargetSpec } from "../cards/types.js";
import { type Reason, reason } from "./util.js";

/** A spell ability's choices and instructions for a play in `mode` (the spell's own ones when it has no modes). */
export interface SpellParts {
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
}

type SpellAbility = Extract<Ability, { kind: "spell" }>;

/**
 * The targets and instructions a spell ability uses in a mode (CR 1.4 355.3). A modal spell without a valid mode
 * (none chosen, or out of range) has none: the play is refused by {@link modeProblem}.
 */
export function spellParts(spell: SpellAbility | undefined, mode: number | undefined): SpellParts {
  if (!spell) return { targets: [], effects: [] };
  if (!spell.modes) return { targets: spell.targets ?? [], effects: spell.effects };
  const m = mode === undefined ? undefined : spell.modes[mode];
  return m ? { targets: m.targets ?? [], effects: m.effects } : { targets: [], effects: [] };
}

/**
 * Why a play's mode is wrong (CR 1.4 355.3), or null: a modal spell needs one of its modes named; a card that is not
 * modal takes none.
 */
export function modeProblem(spell: SpellAbility | undefined, mode: number | undefined): Reason | null {
  const n = spell?.modes?.length ?? 0;
  if (n === 0) return mode === undefined ? null : reason("This card has no modes to choose.", "no-modes");
  if (mode === undefined || mode >= n) {
    const modes = spell!.modes!.map((m, i) => `${i} (${m.label})`).join(", ");
    return reason(`Choose one of its modes: ${modes}.`, "choose", { modes });
  }
  return null;
}

/** The modes a play of this spell may name: each index, or one undefined for a spell that is not modal. */
export function modeChoices(spell: SpellAbility | undefined): readonly (number | undefined)[] {
  return spell?.modes ? spell.modes.map((_, i) => i) : [undefined];
}
