/**
 * Riftbound's refusals in the reader's language (issue 15; docs/bot.md "Languages"): one text per rejection code
 * (`RbRejectionCode`, rules/state.ts), filled from the rejection's `params` (a card's name, a count). The engine's
 * own message is the English sentence (it is precise: one code may have several English sentences, e.g. which
 * destination is wrong), so English readers see it unchanged; `en` here is the code's meaning in English, kept beside
 * the Chinese text so both languages are reviewed together (test/unit/game-texts.test.ts checks every code of the
 * source has both, with the same placeholders). Terms as in text.ts.
 */
import type { TextLang, TextParams } from "../../../engine/index.js";
import type { RbRejectionCode } from "../rules/state.js";

/** Rejection code → English meaning and Chinese text; `{name}` placeholders come from `Rejection.params`. */
export const REFUSAL_TEXT: Readonly<Record<RbRejectionCode, Readonly<Record<TextLang, string>>>> = {
  "action/bad-seat": { en: "There is no such seat.", zh: "没有这个座位。" },
  "action/decision-pending": { en: "Answer the pending decision first.", zh: "请先回应待定的决定。" },
  "action/malformed": { en: "That action is not understood.", zh: "无法识别这个操作。" },
  "action/not-your-priority": { en: "You don't have priority right now.", zh: "你现在没有优先权。" },
  "activate/cannot-pay": { en: "You cannot pay this ability's cost.", zh: "你无法支付这个能力的费用。" },
  "activate/choose-cost": {
    en: "Choose the cards that pay this ability's cost.",
    zh: "请选择用于支付这个能力费用的牌。",
  },
  "activate/exhausted": { en: "{name} is exhausted.", zh: "{name} 已耗尽。" },
  "activate/mode-chosen": {
    en: "That mode was already chosen this turn.",
    zh: "本回合已经选择过这个模式（请选择尚未选过的模式）。",
  },
  "activate/condition": {
    en: 'This ability\'s "use only if" condition is not met.',
    zh: "这个能力的“仅当……时使用”条件未满足。",
  },
  "activate/once": { en: "This ability was already used this turn.", zh: "这个能力本回合已经使用过（每回合限一次）。" },
  "activate/no-ability": { en: "{name} has no such activated ability.", zh: "{name} 没有这个启动能力。" },
  "activate/no-buff": { en: "{name} has no buff to spend.", zh: "{name} 没有可消耗的增益。" },
  "activate/empowered": { en: "{name} is already Empowered.", zh: "{name} 已经处于强化状态。" },
  "activate/not-empowered": { en: "{name} is not Empowered.", zh: "{name} 未处于强化状态。" },
  "activate/no-xp": { en: "You need {n} XP to spend.", zh: "你需要 {n} 点经验才能消耗。" },
  "activate/not-at-battlefield": {
    en: "Use this ability only while it is at a battlefield.",
    zh: "只有在战场上时才能使用这个能力。",
  },
  "activate/not-on-board": { en: "Activated abilities are activated on the board.", zh: "启动能力只能在场上启动。" },
  "activate/not-yours": {
    en: "You can only activate abilities of objects you control.",
    zh: "你只能启动你所操控之物件的能力。",
  },
  "activate/unknown": { en: "There is no such object.", zh: "没有这个物件。" },
  "card/unsupported": { en: "{name} is not supported yet.", zh: "Duelhall 暂时还不能运行 {name}。" },
  "choose/assign-required": { en: "Answer with a damage assignment.", zh: "请给出伤害分配。" },
  "choose/count": { en: "Choose between {min} and {max}.", zh: "请选择 {min} 至 {max} 项。" },
  "choose/duplicate": { en: "An option is listed twice.", zh: "有选项被重复选择。" },
  "choose/empty": { en: "Answer with the options you choose.", zh: "请给出你选择的选项。" },
  "choose/no-decision": {
    en: "There is no decision to answer; act or pass instead.",
    zh: "现在没有需要回应的决定；请行动或让过。",
  },
  "choose/not-an-option": { en: "That is not one of the options.", zh: "这不是可选的选项之一。" },
  "choose/not-yours": { en: "This decision belongs to another player.", zh: "这个决定属于其他玩家。" },
  "choose/stale": { en: "That prompt has moved on.", zh: "这个提示已过时。" },
  "combat/bad-assignment": { en: "That damage assignment is not legal.", zh: "这个伤害分配不合规则。" },
  "game/over": { en: "The game is over.", zh: "这局游戏已经结束。" },
  "hidden/too-soon": {
    en: "A hidden card can be played from the next player's turn on.",
    zh: "隐藏的牌要从下一位玩家的回合起才能打出。",
  },
  "hide/bad-battlefield": { en: "There is no such battlefield.", zh: "没有这个战场。" },
  "hide/no-alternative": { en: "Nothing lets you pay another cost to hide.", zh: "没有任何效果让你以其他费用隐藏。" },
  "hide/no-hidden": { en: "{name} does not have Hidden.", zh: "{name} 没有隐藏关键词。" },
  "hide/not-controlled": { en: "You can only hide at a battlefield you control.", zh: "你只能在你控制的战场隐藏牌。" },
  "hide/not-in-hand": { en: "You hide cards from your hand.", zh: "只能从手牌中隐藏牌。" },
  "hide/occupied": { en: "That battlefield already has a facedown card.", zh: "这个战场已经有一张面朝下的牌。" },
  "hide/timing": {
    en: "Hiding is a discretionary action in your neutral open state.",
    zh: "隐藏是你在中立开放状态下的自主行动。",
  },
  "invite/already-relevant": {
    en: "That player is already relevant or declined an invitation in this showdown.",
    zh: "该玩家已经是相关玩家，或已在本次对决中拒绝过邀请。",
  },
  "invite/bad-seat": { en: "Invite another player who is still in the game.", zh: "请邀请另一位仍在游戏中的玩家。" },
  "invite/no-window": { en: "No invitation is possible now.", zh: "现在不能发出邀请。" },
  "invite/must-act": {
    en: "You accepted the invitation: play a card or activate an ability.",
    zh: "你已接受邀请：请打出一张牌或启动一个能力。",
  },
  "invite/spells-only": {
    en: "On your teammate's turn you may play spells (or activate abilities).",
    zh: "在队友的回合中，你只能打出法术（或启动能力）。",
  },
  "move/bad-destination": { en: "That unit cannot move there.", zh: "这个单位不能移动到那里。" },
  "move/cant": { en: "{name} can't be moved there now.", zh: "{name} 现在不能这样移动。" },
  "move/duplicate": { en: "A unit is listed twice.", zh: "有单位被重复列出。" },
  "move/exhausted": { en: "{name} is exhausted; moving costs exhausting it.", zh: "{name} 已耗尽；移动需要耗尽它。" },
  "move/full": { en: "Units of two other players are already there.", zh: "那里已经有另外两位玩家的单位。" },
  "move/cannot-pay": {
    en: "Moving these units there costs {n} more Power.",
    zh: "把这些单位移动到那里还需要 {n} 点威能。",
  },
  "move/no-ganking": {
    en: "{name} can only move between battlefields with Ganking.",
    zh: "{name} 需要游走关键词才能在战场之间移动。",
  },
  "move/not-a-unit": { en: "That is not a unit on the board.", zh: "那不是场上的单位。" },
  "move/not-yours": { en: "{name} is not yours.", zh: "{name} 不是你的。" },
  "move/timing": {
    en: "Standard moves happen in your action phase, in a neutral open state.",
    zh: "标准移动只能在你的行动阶段、中立开放状态下进行。",
  },
  "pass/nothing-to-pass": {
    en: "There is no chain or showdown to pass in; end your turn instead.",
    zh: "现在没有连锁或对决可以让过；请结束你的回合。",
  },
  "pay/not-your-rune": { en: "That is not one of your runes.", zh: "那不是你的符文。" },
  "pay/rune-exhausted": { en: "{name} is already exhausted.", zh: "{name} 已经耗尽。" },
  "play/bad-cost": { en: "That does not pay this cost.", zh: "这不能用来支付这个费用。" },
  "play/bad-destination": { en: "That card cannot be played there.", zh: "这张牌不能打出到那里。" },
  "play/cannot-pay": { en: "You cannot pay the whole cost.", zh: "你无法支付全部费用。" },
  "play/cant": { en: "{name} can't be played now.", zh: "{name} 现在不能打出。" },
  "play/choose-cost": { en: "Choose the cards that pay the cost.", zh: "请选择用于支付费用的牌。" },
  "play/choose-targets": { en: "Choose the targets.", zh: "请选择目标。" },
  "play/duplicate-target": {
    en: "The same object cannot be chosen twice for one choice.",
    zh: "同一个物件不能在一次选择中被选两次。",
  },
  "play/illegal-after-costs": {
    en: "After paying the costs you would no longer control that battlefield.",
    zh: "支付费用后你将不再控制那个战场。",
  },
  "play/illegal-target": { en: "That is not a legal choice.", zh: "这不是合规的选择。" },
  "play/no-accelerate": { en: "{name} has no Accelerate.", zh: "{name} 没有迅捷。" },
  "play/no-target": { en: "There is no legal target for this.", zh: "没有合规的目标。" },
  "play/not-playable": { en: "{name} is not played.", zh: "{name} 不能被打出。" },
  "play/not-yours": { en: "That card is not yours.", zh: "那张牌不是你的。" },
  "play/target-count": { en: "The number of targets is not right.", zh: "目标数量不对。" },
  "play/unknown-card": { en: "There is no such card.", zh: "没有这张牌。" },
  "play/mode": {
    en: "Choose one of this spell's modes as you play it.",
    zh: "打出这个法术时请选择它的一个模式。",
  },
  "play/wrong-zone": { en: "{name} cannot be played from there.", zh: "{name} 不能从那里打出。" },
  "rune/exhausted": { en: "That rune is already exhausted.", zh: "那个符文已经耗尽。" },
  "rune/not-yours": { en: "That is not one of your runes.", zh: "那不是你的符文。" },
  "timing/closed": {
    en: "Only cards and abilities with Reaction can be used while a chain exists.",
    zh: "连锁存在时，只能使用带有响应的牌和能力。",
  },
  "timing/not-your-turn": { en: "That is used on your own turn.", zh: "这只能在你自己的回合使用。" },
  "timing/showdown": {
    en: "Only cards and abilities with Action or Reaction can be used in a showdown.",
    zh: "对决中只能使用带有行动或响应的牌和能力。",
  },
  "turn/not-now": {
    en: "You can end your turn in your action phase when no chain or showdown is in progress.",
    zh: "只有在你的行动阶段、没有连锁或对决进行时，才能结束回合。",
  },
};

/**
 * The refusal `code` in `lang`, filled from `params`: Chinese from {@link REFUSAL_TEXT}; undefined for English (the
 * engine's message is the English text) and for a code without a text, so the bot shows the engine's message.
 */
export function refusalText(code: string, params: TextParams, lang: TextLang): string | undefined {
  if (lang === "en" || !Object.hasOwn(REFUSAL_TEXT, code)) return undefined;
  const template = REFUSAL_TEXT[code as RbRejectionCode][lang];
  // A text whose value the rejection did not carry falls back to the engine's message rather than show "{name}".
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (all, name: string) => {
    if (params[name] !== undefined) return String(params[name]);
    missing = true;
    return all;
  });
  return missing ? undefined : text;
}
