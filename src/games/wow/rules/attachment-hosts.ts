/**
 * 001 409.6d: in each wave of pre-priority checks, an attachment checks that its host's card type is one its attach
 * description names ("Attach to target ally": Ally); if not, it unattaches and is put into its owner's graveyard.
 * This is not destroying it ("when destroyed" powers don't trigger), and the rest of the description is ignored.
 * In the first block this happens to an attachment on a Totem (an ability targeted as an ally, 306.3a; WOW-EX-23).
 */
import type { Selector } from "../cards/types.js";
import { card, nameOf, powersOf } from "./characteristics.js";
import type { WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** The card types an attach description's selector names (409.6d reads only these); null: not checked. */
function describedTypes(sel: Selector): readonly string[] | null {
  if (sel === "hero" || sel === "opposing-hero") return ["Hero"];
  // "hero or ally" in any description ("target opposing hero or ally", Marked for Death).
  if (sel.includes("hero-or-ally")) return ["Hero", "Ally"];
  if (sel.includes("ally") || sel === "pet") return ["Ally"];
  return null;
}

/** The attach description of `id`: the selector of its play power's attach target (CR 7.4 400.1), or null. */
export function attachDescription(s: WowState, id: string): Selector | null {
  for (const pw of powersOf(s, id)) {
    if (pw.kind !== "play") continue;
    for (const e of pw.effects)
      if (e.op === "attach") {
        // An untargeted description ("one of your Melee weapons") names no character type here.
        // "Attach to your hero" names a reference, not a description: no other host matches it (400.4b).
        if (e.to === "chosen" || e.to === "your-hero") return null;
        return pw.targets[e.to.target]?.select ?? null;
      }
  }
  return null;
}

/** The card types the attach instruction of `id`'s play power names, or null. */
function attachTypes(s: WowState, id: string): readonly string[] | null {
  const sel = attachDescription(s, id);
  return sel ? describedTypes(sel) : null;
}

/**
 * Unattaches every attachment whose host's card type doesn't match (409.6d), except those whose host this wave
 * destroys anyway (`doomed`: they follow their host, 400.5). True when any did.
 */
export function unattachFromIllegalHosts(s: WowState, doomed: readonly string[]): boolean {
  let any = false;
  for (const o of s.objects) {
    const host = o.attachedTo;
    if (!host || doomed.includes(host)) continue;
    const types = attachTypes(s, o.id);
    if (!types || types.includes(card(s, host).type)) continue;
    s.log.push({
      text: `${nameOf(s, o.id)} unattaches from ${nameOf(s, host)} and is put into its owner's graveyard.`,
    });
    moveTo(s, o.id, "graveyard");
    any = true;
  }
  return any;
}
