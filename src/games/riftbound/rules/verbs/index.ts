/**
 * The dispatch table of the card vocabulary: one handler per instruction (`op` of `Effect`, cards/types.ts), each
 * in its own file. The mapped type makes a missing or unknown verb a compile error.
 */
import type { Effect } from "../../cards/types.js";
import type { EffectOf, VerbContext, VerbHandler, VerbResult } from "../effect-context.js";
import { activateTriggersVerb } from "./activate-triggers.js";
import { addVerb } from "./add.js";
import { attachVerb } from "./attach.js";
import { detachVerb } from "./detach.js";
import { weaponmasterVerb } from "./weaponmaster.js";
import { banishVerb, banishedWithThisVerb } from "./banish.js";
import { swapMightVerb } from "./swap-might.js";
import { bindPlayerVerb } from "./bind-player.js";
import { buffVerb } from "./buff.js";
import { channelVerb } from "./channel.js";
import { chooseByPlayersVerb } from "./choose-by-players.js";
import { checkGroupVerb } from "./check-group.js";
import { chooseFromZoneVerb } from "./choose-from-zone.js";
import { counterVerb } from "./counter.js";
import { createEffectVerb } from "./create-effect.js";
import { createTriggerVerb } from "./create-trigger.js";
import { customRefVerb, customVerb } from "./custom.js";
import { damageVerb } from "./damage.js";
import { damageSplitVerb } from "./damage-split.js";
import { discardVerb } from "./discard.js";
import { drawVerb } from "./draw.js";
import { eachVerb } from "./each.js";
import { exhaustVerb } from "./exhaust.js";
import { fightVerb } from "./fight.js";
import { eachPlayerKeepsVerb } from "./each-player-keeps.js";
import { actAsVerb, forEachPlayerVerb } from "./for-each-player.js";
import { chooseOpponentVerb } from "./choose-opponent.js";
import { gainControlVerb } from "./gain-control.js";
import { revealVerb } from "./reveal.js";
import { ifVerb } from "./if.js";
import { keywordVerb } from "./keyword.js";
import { killVerb } from "./kill.js";
import { lookTopRecycleVerb } from "./look-top-recycle.js";
import { mayVerb } from "./may.js";
import { healVerb } from "./heal.js";
import { forEachVerb } from "./for-each.js";
import { mightVerb } from "./might.js";
import { payVerb } from "./pay.js";
import { playVerb } from "./play.js";
import { recycleVerb } from "./recycle.js";
import { modesVerb } from "./modes.js";
import { toMainDeckVerb } from "./to-main-deck.js";
import { moveVerb } from "./move.js";
import { moveChooseVerb } from "./move-choose.js";
import { moveToBaseVerb } from "./move-to-base.js";
import { othersChooseVerb } from "./others-choose.js";
import { playSelfVerb } from "./play-self.js";
import { playAgainVerb } from "./play-again.js";
import { playToBaseIgnoringCostVerb } from "./play-to-base-ignoring-cost.js";
import { readyVerb } from "./ready.js";
import { readyRunesVerb } from "./ready-runes.js";
import { lookAtVerb } from "./look-at.js";
import { lookAtFacedownVerb } from "./look-at-facedown.js";
import { nameVerb } from "./name.js";
import { recallVerb } from "./recall.js";
import { reflexiveVerb } from "./reflexive.js";
import { toZoneVerb } from "./to-zone.js";
import { recycleFromTrashVerb } from "./recycle-from-trash.js";
import { replaceNextDeathVerb } from "./replace-next-death.js";
import { returnToHandVerb } from "./return-to-hand.js";
import { saveControllerVerb } from "./save-controller.js";
import { scoreVerb } from "./score.js";
import { spendBuffVerb } from "./spend-buff.js";
import { stunVerb } from "./stun.js";
import { swapVerb } from "./swap.js";
import { toHandVerb } from "./to-hand.js";
import { tokenVerb } from "./token.js";
import { winVerb } from "./win.js";
import { empowerVerb } from "./empower.js";
import { disempowerVerb } from "./disempower.js";
import { burnVerb } from "./burn.js";
import { choosePlayerVerb } from "./choose-player.js";
import { setMightVerb } from "./set-might.js";
import { cantBeChosenVerb } from "./cant-be-chosen.js";
import { preventDamageVerb } from "./prevent-damage.js";
import { gainXpVerb } from "./gain-xp.js";
import { predictVerb } from "./predict.js";
import { becomeCopyVerb } from "./become-copy.js";
import { replaceBattlefieldVerb } from "./replace-battlefield.js";

/** Every verb of the vocabulary, by `op`. */
export type VerbTable = { readonly [K in Effect["op"]]: VerbHandler<EffectOf<K>> };

/** The handler of each instruction. */
const VERBS: VerbTable = {
  activateTriggers: activateTriggersVerb,
  empower: empowerVerb,
  disempower: disempowerVerb,
  burn: burnVerb,
  choosePlayer: choosePlayerVerb,
  setMight: setMightVerb,
  cantBeChosen: cantBeChosenVerb,
  preventDamage: preventDamageVerb,
  damage: damageVerb,
  damageSplit: damageSplitVerb,
  fight: fightVerb,
  kill: killVerb,
  draw: drawVerb,
  discard: discardVerb,
  buff: buffVerb,
  ready: readyVerb,
  exhaust: exhaustVerb,
  stun: stunVerb,
  might: mightVerb,
  keyword: keywordVerb,
  move: moveVerb,
  moveToBase: moveToBaseVerb,
  moveChoose: moveChooseVerb,
  returnToHand: returnToHandVerb,
  recall: recallVerb,
  channel: channelVerb,
  add: addVerb,
  token: tokenVerb,
  chooseFromZone: chooseFromZoneVerb,
  chooseByPlayers: chooseByPlayersVerb,
  toHand: toHandVerb,
  lookTopRecycle: lookTopRecycleVerb,
  readyRunes: readyRunesVerb,
  spendBuff: spendBuffVerb,
  may: mayVerb,
  if: ifVerb,
  each: eachVerb,
  score: scoreVerb,
  win: winVerb,
  replaceNextDeath: replaceNextDeathVerb,
  counter: counterVerb,
  createTrigger: createTriggerVerb,
  banish: banishVerb,
  banishedWithThis: banishedWithThisVerb,
  swapMight: swapMightVerb,
  playToBaseIgnoringCost: playToBaseIgnoringCostVerb,
  custom: customVerb,
  customRef: customRefVerb,
  createEffect: createEffectVerb,
  playSelf: playSelfVerb,
  playAgain: playAgainVerb,
  play: playVerb,
  recycleFromTrash: recycleFromTrashVerb,
  recycle: recycleVerb,
  modes: modesVerb,
  toMainDeck: toMainDeckVerb,
  heal: healVerb,
  forEach: forEachVerb,
  pay: payVerb,
  reveal: revealVerb,
  othersChoose: othersChooseVerb,
  bindPlayer: bindPlayerVerb,
  checkGroup: checkGroupVerb,
  reflexive: reflexiveVerb,
  lookAt: lookAtVerb,
  lookAtFacedown: lookAtFacedownVerb,
  name: nameVerb,
  gainControl: gainControlVerb,
  toZone: toZoneVerb,
  swap: swapVerb,
  forEachPlayer: forEachPlayerVerb,
  actAs: actAsVerb,
  chooseOpponent: chooseOpponentVerb,
  eachPlayerKeeps: eachPlayerKeepsVerb,
  attach: attachVerb,
  detach: detachVerb,
  weaponmaster: weaponmasterVerb,
  saveController: saveControllerVerb,
  gainXp: gainXpVerb,
  predict: predictVerb,
  becomeCopy: becomeCopyVerb,
  replaceBattlefield: replaceBattlefieldVerb,
};

/**
 * The same table in a `Map`, read once per instruction: a keyed load of an object with ~80 names by a different
 * name each time was 0.86% of all engine time on its own line (docs/performance.md "Session 18", perfAB).
 */
const VERB_MAP: ReadonlyMap<string, VerbHandler<Effect>> = new Map(
  Object.entries(VERBS) as [string, VerbHandler<Effect>][],
);

/** Runs one instruction through its verb (the cast is safe: the table pairs each `op` with its handler). */
export function runVerb(ctx: VerbContext, e: Effect): VerbResult {
  return VERB_MAP.get(e.op)!(ctx, e);
}
