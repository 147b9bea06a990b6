/**
 * Where an instruction paused for a decision, with exactly what it needs to resume (the state stays plain JSON).
 * The pending decision routes its answer to the effects task (`task.answer`); the instruction then runs again and
 * reads this. One variant per verb that can pause; most need nothing but the answer.
 */
import type { Seat } from "../../../../engine/index.js";

/**
 * Cards seen on top of a Main Deck being offered one by one to an `asSeenFromDeck` ability (Nocturne, Horrifying):
 * all the cards seen, those already offered, the one asked about now, and (reveal until) the card that stopped it.
 */
export interface SeenOffer {
  readonly cards: readonly string[];
  readonly offered: readonly string[];
  readonly asking?: string;
  readonly found?: string;
}

/** A paused instruction of an effects task (`task.suspend`), tagged with the verb that paused. */
export type VerbSuspension =
  /** Players (in order) who already discarded ("each player discards"). */
  | { readonly op: "discard"; readonly done?: readonly Seat[] }
  | { readonly op: "moveChoose" }
  /** "May play this spell again": asked whether they play it (`play`), then its targets (`targets`). */
  | { readonly op: "playAgain"; readonly asked: "play" | "targets" }
  /** "Split N damage" (CR 1.4 355.14): the targets kept (355.14.h) and the damage given so far, in their order. */
  | { readonly op: "damageSplit"; readonly keep?: readonly string[]; readonly given: readonly number[] }
  /** `made` tokens were already created before asking where the next one goes. */
  | { readonly op: "name" }
  | {
      readonly op: "token";
      readonly made: number;
      readonly total?: number;
      /** "An additional copy of it" (Zilean): the token just made, whose copy its controller is being asked about. */
      readonly copyOf?: string;
    }
  /** Cards already chosen one at a time ("up to N"). */
  | { readonly op: "chooseFromZone"; readonly chosen?: readonly string[] }
  | { readonly op: "toZone"; readonly order?: readonly string[] }
  /** `seen`: still offering the top card (Nocturne, Horrifying); absent once asked whether to recycle it. */
  | { readonly op: "lookTopRecycle"; readonly seen?: SeenOffer }
  /** Offering cards looked at or revealed (`asSeenFromDeck`) before the instruction goes on. */
  | { readonly op: "lookAt"; readonly seen: SeenOffer }
  /** `lookAsked`: asked whether to recycle the top card looked at before the reveal (Void Hatchling). */
  /** `lookSeen`: the top card looked at first is being offered to its `asSeenFromDeck` ability (Nocturne). */
  | { readonly op: "reveal"; readonly seen?: SeenOffer; readonly lookAsked?: true; readonly lookSeen?: SeenOffer }
  | { readonly op: "spendBuff" }
  | { readonly op: "may" }
  /** Asked which Equipment to detach (CR 1.4 435). */
  | { readonly op: "detach" }
  /**
   * "Attach one of its Equipment to me": asked which (Azir, Ascendant); `copyFor`: asked which unit the equipped unit
   * becomes a copy of as the Equipment is attached (Shady Spectacles).
   */
  | { readonly op: "attach"; readonly copyFor?: { readonly card: string; readonly unit: string } }
  | { readonly op: "modes" }
  | { readonly op: "toMainDeck" }
  | { readonly op: "pay" }
  /**
   * A play by an instruction: what was asked (`destination`: where the unit goes; `cost`: which friendly unit to
   * kill, 560.1.c; `targets`: a spell's targets; `accelerate`: whether to pay Accelerate); `to` a chosen destination;
   * `chosen` a spell's targets so far.
   */
  | {
      readonly op: "play";
      readonly asked: "destination" | "cost" | "targets" | "accelerate" | "mode";
      readonly to?: string;
      readonly chosen?: Readonly<Record<string, string[]>>;
      /** A modal spell's mode, chosen first (CR 1.4 355.3). */
      readonly mode?: number;
    }
  /** Units already chosen, in turn order, by the players before the one asked now ("each player kills …"). */
  | { readonly op: "each"; readonly chosen: readonly EachChoice[] }
  /** Objects already chosen, in order, by the players before the one asked now. */
  | { readonly op: "chooseByPlayers"; readonly chosen: readonly EachChoice[] }
  /** `play`: asked whether to play the card; `destination`: they said yes and are asked where (559.2). */
  | { readonly op: "playSelf"; readonly asked: "play" | "destination" }
  /** `accelerate`: the card whose Accelerate was just offered (560.1.c). */
  | { readonly op: "playToBaseIgnoringCost"; readonly accelerate?: string }
  | { readonly op: "chooseOpponent" }
  | { readonly op: "choosePlayer" }
  /** Asked where the unit is played (559.2). */
  | { readonly op: "recycleFromTrash" }
  | { readonly op: "readyRunes" }
  | { readonly op: "checkGroup" }
  /** `spec`: the target spec asked next (after "yes" to new choices); `picked`: new targets chosen so far. */
  | {
      readonly op: "gainControl";
      readonly spell: string;
      readonly spec: number;
      readonly picked: Readonly<Record<string, readonly string[]>>;
    }
  /** Options other players already picked, in turn order ("each other player chooses …"). */
  | { readonly op: "othersChoose"; readonly chosen: readonly { readonly seat: Seat; readonly option: string }[] }
  | { readonly op: "customRef" }
  /** "Each player chooses … recycle the rest": the choice asked (`step`: player × entry) and what was kept so far. */
  | { readonly op: "eachPlayerKeeps"; readonly step: number; readonly kept: readonly string[] };

/** One player's choice in an `each` instruction. */
export interface EachChoice {
  readonly seat: Seat;
  readonly units: readonly string[];
}
