/**
 * Riftbound's refusals in the reader's language (issue 15; docs/bot.md "Languages"): one text per rejection code
 * (`RbRejectionCode`, rules/state.ts), filled from the rejection's `params` (a card's name, a count). The engine's
 * own message is the English sentence, so English readers see it unchanged; `en` here is the code's meaning in
 * English (and each case's sentence), kept beside the Chinese text so both languages are reviewed together (test/unit/game-texts.test.ts checks every code of the
 * source has both, with the same placeholders). Terms as in text.ts.
 */
import type { TextLang, TextParams } from "../../../engine/index.js";
import type { RbRejectionCode } from "../rules/state.js";
import { domainName } from "./text.js";

/**
 * One code's texts: the code's English meaning and its Chinese text, and, where the engine has several sentences for
 * one code, a text per case (`cases`, chosen by the rejection's `params.case`, e.g. which cost is missing), so the
 * Chinese is as specific as the English sentence.
 */
export interface RefusalTexts {
  readonly en: string;
  readonly zh: string;
  readonly cases?: Readonly<Record<string, Readonly<Record<TextLang, string>>>>;
}

/** Rejection code → English meaning and Chinese text; `{name}` placeholders come from `Rejection.params`. */
export const REFUSAL_TEXT: Readonly<Record<RbRejectionCode, RefusalTexts>> = {
  "action/bad-seat": { en: "There is no seat {seat}.", zh: "没有座位 {seat}。" },
  "action/decision-pending": { en: "Answer the pending decision first.", zh: "请先回应待定的决定。" },
  "action/malformed": { en: "That action is not understood.", zh: "无法识别这个操作。" },
  "action/not-your-priority": { en: "You don't have priority right now.", zh: "你现在没有优先权。" },
  "activate/cannot-pay": {
    en: "You cannot pay this ability's cost.",
    zh: "你无法支付这个能力的费用。",
    cases: {
      "recycle-card": {
        en: "That card cannot be recycled for this cost.",
        zh: "那张牌不能被回收来支付这个费用。",
      },
      recycle: {
        en: "You need {n} card(s) in your trash to recycle.",
        zh: "你的废牌堆中需要有 {n} 张牌才能回收。",
      },
      kill: { en: "You have nothing to kill for this cost.", zh: "你没有可以为这个费用消灭的东西。" },
      exhaust: {
        en: "You have no ready unit to exhaust for this cost.",
        zh: "你没有可以为这个费用耗尽的就绪单位。",
      },
      discard: { en: "You need {n} card(s) in hand to discard.", zh: "你手中需要有 {n} 张牌才能弃掉。" },
    },
  },
  "activate/choose-cost": {
    en: "Choose the cards that pay this ability's cost.",
    zh: "请选择用于支付这个能力费用的牌。",
    cases: {
      recycle: {
        en: "Choose {n} card(s) from your trash to recycle (costCards).",
        zh: "请从你的废牌堆中选择 {n} 张牌回收（costCards）。",
      },
      kill: {
        en: "Choose what to kill for the cost (costCards).",
        zh: "请选择为支付费用而消灭的对象（costCards）。",
      },
      exhaust: {
        en: "Choose the unit to exhaust for the cost (costCards).",
        zh: "请选择为支付费用而耗尽的单位（costCards）。",
      },
      discard: {
        en: "Choose {n} card(s) from your hand to discard (costCards).",
        zh: "请从手牌中选择 {n} 张牌弃掉（costCards）。",
      },
    },
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
  "activate/no-ability": { en: "{name} has no activated ability #{n}.", zh: "{name} 没有第 {n} 个启动能力。" },
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
  "activate/unknown": { en: "There is no object {id}.", zh: "没有物件 {id}。" },
  "card/unsupported": { en: "{name} is not supported yet.", zh: "Duelhall 暂时还不能运行 {name}。" },
  "choose/assign-required": { en: "Answer with a damage assignment.", zh: "请给出伤害分配。" },
  "choose/count": {
    en: "Choose between {min} and {max}.",
    zh: "请选择 {min} 至 {max} 项。",
    cases: { exact: { en: "Choose exactly {min}.", zh: "请恰好选择 {min} 项。" } },
  },
  "choose/duplicate": { en: "An option is listed twice.", zh: "有选项被重复选择。" },
  "choose/empty": { en: "Answer with the options you choose.", zh: "请给出你选择的选项。" },
  "choose/no-decision": {
    en: "There is no decision to answer; act or pass instead.",
    zh: "现在没有需要回应的决定；请行动或让过。",
  },
  "choose/not-an-option": { en: "{option} is not one of the options.", zh: "{option} 不是可选的选项之一。" },
  "choose/not-yours": { en: "This decision belongs to another player.", zh: "这个决定属于其他玩家。" },
  "choose/stale": { en: "That prompt has moved on.", zh: "这个提示已过时。" },
  "combat/bad-assignment": {
    en: "That damage assignment is not legal.",
    zh: "这个伤害分配不合规则。",
    cases: {
      "not-receiving": { en: "{id} is not a unit you can assign damage to.", zh: "{id} 不是你可以分配伤害的单位。" },
      amount: { en: "Damage amounts must be whole numbers of 0 or more.", zh: "伤害数值必须是 0 或更大的整数。" },
      total: {
        en: "You must assign exactly {total} damage (you assigned {sum}).",
        zh: "你必须恰好分配 {total} 点伤害（你分配了 {sum} 点）。",
      },
      tank: {
        en: "Units with Tank must be assigned lethal damage before other units (626.1.d.1, 727).",
        zh: "必须先给具有肉盾（Tank）的单位分配致命伤害，才能分配给其他单位（626.1.d.1、727）。",
      },
      last: {
        en: "Units that must be assigned combat damage last get damage only after every other unit has lethal damage (626.1.d).",
        zh: "必须最后分配战斗伤害的单位，要等其他每个单位都分到致命伤害后才能分配（626.1.d）。",
      },
      excess: {
        en: "Assign lethal damage to every unit before assigning extra damage to any of them (626.1.d.2).",
        zh: "先给每个单位分配致命伤害，才能给其中任何一个分配额外伤害（626.1.d.2）。",
      },
      partial: {
        en: "Each unit must be assigned lethal damage before damage is assigned to another unit (626.1.d.2).",
        zh: "每个单位都要先分到致命伤害，才能给下一个单位分配伤害（626.1.d.2）。",
      },
    },
  },
  "game/over": { en: "The game is over.", zh: "这局游戏已经结束。" },
  "hidden/too-soon": {
    en: "A hidden card can be played from the next player's turn on.",
    zh: "隐藏的牌要从下一位玩家的回合起才能打出。",
  },
  "hide/bad-battlefield": { en: "There is no battlefield {bf}.", zh: "没有战场 {bf}。" },
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
    en: "{player} is already a relevant player.",
    zh: "{player} 已经是相关玩家。",
    cases: {
      declined: {
        en: "{player} declined an invitation in this showdown.",
        zh: "{player} 已在本次对决中拒绝过邀请。",
      },
    },
  },
  "invite/bad-seat": { en: "Invite another player who is still in the game.", zh: "请邀请另一位仍在游戏中的玩家。" },
  "invite/no-window": {
    en: "No invitation is possible now.",
    zh: "现在不能发出邀请。",
    cases: {
      combat: {
        en: "Invitations happen during a combat (or to your teammate in 2v2).",
        zh: "邀请只能在战斗中发出（2v2 中也可邀请队友）。",
      },
      teammate: {
        en: "Under Core Rules v1.4 only your teammate is invited, on your turn.",
        zh: "按核心规则 v1.4，只能在你的回合邀请你的队友。",
      },
    },
  },
  "invite/must-act": {
    en: "You accepted the invitation: play a card or activate an ability.",
    zh: "你已接受邀请：请打出一张牌或启动一个能力。",
  },
  "invite/spells-only": {
    en: "On your teammate's turn you may play spells (or activate abilities).",
    zh: "在队友的回合中，你只能打出法术（或启动能力）。",
  },
  "move/bad-destination": {
    en: "That unit cannot move there.",
    zh: "这个单位不能移动到那里。",
    cases: {
      "in-base": { en: "{name} is already in base.", zh: "{name} 已经在基地。" },
      "no-bf": { en: "There is no battlefield {bf}.", zh: "没有战场 {bf}。" },
      there: { en: "{name} is already there.", zh: "{name} 已经在那里。" },
    },
  },
  "move/cant": {
    en: "{name} can't be moved by you this turn.",
    zh: "{name} 本回合不能由你移动。",
    cases: { "to-base": { en: "{name} can't move from there to base.", zh: "{name} 不能从那里移动到基地。" } },
  },
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
  "play/bad-cost": {
    en: "That does not pay this cost.",
    zh: "这不能用来支付这个费用。",
    cases: {
      "kill-not-friendly": {
        en: "The unit named to kill is not a friendly unit on the board.",
        zh: "指定要消灭的单位不是场上的友方单位。",
      },
      discard: { en: "The card named to discard is not in your hand.", zh: "指定要弃掉的牌不在你的手牌中。" },
      exhausted: {
        en: "An exhausted unit cannot be exhausted to pay a cost.",
        zh: "已耗尽的单位不能再被耗尽来支付费用。",
      },
      buff: { en: "Only a buffed unit you control can spend a buff.", zh: "只有你操控的、带增益的单位才能消耗增益。" },
      "name-kill": { en: "Name the friendly units to kill (costCards).", zh: "请指定要消灭的友方单位（costCards）。" },
      "one-buff": { en: "Only one buff is spent for this cost.", zh: "这个费用只消耗一个增益。" },
    },
  },
  "play/bad-destination": {
    en: "That card cannot be played there.",
    zh: "这张牌不能打出到那里。",
    cases: {
      facedown: {
        en: "A card played from facedown is played to its own battlefield.",
        zh: "从面朝下打出的牌只能打出到它所在的战场。",
      },
      ambush: {
        en: "With Ambush this unit may be played now only to a battlefield where you have units.",
        zh: "凭伏击，这个单位现在只能打出到你有单位的战场。",
      },
      "base-only": {
        en: "An opponent's effect lets you play units only to your base.",
        zh: "对手的效果使你只能把单位打出到你的基地。",
      },
      "no-bf": { en: "There is no battlefield {bf}.", zh: "没有战场 {bf}。" },
      "no-units-here": { en: "Units can't be played to this battlefield.", zh: "单位不能打出到这个战场。" },
      unit: {
        en: "Units are played to your base or a battlefield you control.",
        zh: "单位只能打出到你的基地或你控制的战场。",
      },
      gear: { en: "Gear is played to your base.", zh: "装备只能打出到你的基地。" },
    },
  },
  "play/cannot-pay": {
    en: "You cannot pay the whole cost.",
    zh: "你无法支付全部费用。",
    cases: {
      "named-runes": {
        en: "The runes you named do not pay the whole cost.",
        zh: "你指定的符文不足以支付全部费用。",
      },
      energy: { en: "Not enough Energy: {n} needed.", zh: "能量不足：需要 {n} 点。" },
      power: { en: "Not enough Power of {domains}.", zh: "{domains}威能不足。" },
      optional: { en: "That optional cost is not available now.", zh: "现在不能支付这个可选费用。" },
      xp: { en: "You need {n} XP to spend.", zh: "你需要 {n} 点经验才能消耗。" },
    },
  },
  "play/cant": { en: "{name} can't be played now.", zh: "{name} 现在不能打出。" },
  "play/choose-cost": {
    en: "Choose the cards that pay the cost.",
    zh: "请选择用于支付费用的牌。",
    cases: {
      discard: { en: "Choose the card to discard (costCards).", zh: "请选择要弃掉的牌（costCards）。" },
      exhaust: {
        en: "Choose the ready friendly unit to exhaust (costCards).",
        zh: "请选择要耗尽的就绪友方单位（costCards）。",
      },
      buff: {
        en: "Name the buffed friendly unit(s) whose buff you spend (costCards).",
        zh: "请指定要消耗其增益的带增益友方单位（costCards）。",
      },
    },
  },
  "play/choose-targets": {
    en: "Choose {n} target(s) among: {among}.",
    zh: "请从以下选择 {n} 个目标：{among}。",
    cases: {
      "up-to": { en: "Choose up to {n} target(s) among: {among}.", zh: "请从以下选择最多 {n} 个目标：{among}。" },
    },
  },
  "play/duplicate-target": {
    en: "The same object cannot be chosen twice for one choice.",
    zh: "同一个物件不能在一次选择中被选两次。",
  },
  "play/illegal-after-costs": {
    en: "After paying the costs you would no longer control that battlefield.",
    zh: "支付费用后你将不再控制那个战场。",
  },
  "play/illegal-target": {
    en: "That is not a legal choice.",
    zh: "这不是合规的选择。",
    cases: {
      named: { en: "{name} is not a legal choice.", zh: "{name} 不是合规的选择。" },
      "cost-unit": {
        en: "Choose a unit other than the one exhausted for the cost.",
        zh: "请选择为支付费用而耗尽的单位以外的单位。",
      },
      together: {
        en: "These choices together do not meet the card's condition.",
        zh: "这些选择合在一起不满足这张牌的条件。",
      },
    },
  },
  "play/no-accelerate": { en: "{name} has no Accelerate.", zh: "{name} 没有迅捷。" },
  "play/no-target": { en: "There is no legal target for this.", zh: "没有合规的目标。" },
  "play/not-playable": { en: "{name} is not played.", zh: "{name} 不能被打出。" },
  "play/not-yours": {
    en: "You can only play your own cards.",
    zh: "你只能打出你自己的牌。",
    cases: { facedown: { en: "That facedown card is not yours.", zh: "那张面朝下的牌不是你的。" } },
  },
  "play/target-count": {
    en: "The number of targets is not right.",
    zh: "目标数量不对。",
    cases: {
      exact: { en: "Choose exactly {n}.", zh: "请恰好选择 {n} 个目标。" },
      "up-to": { en: "Choose up to {n}.", zh: "最多选择 {n} 个目标。" },
      "too-many": { en: "More targets were chosen than the card allows.", zh: "选择的目标多于这张牌允许的数量。" },
    },
  },
  "play/unknown-card": { en: "There is no such card.", zh: "没有这张牌。" },
  "play/mode": {
    en: "Choose one of this spell's modes as you play it.",
    zh: "打出这个法术时请选择它的一个模式。",
    cases: {
      "no-modes": { en: "This card has no modes to choose.", zh: "这张牌没有可选择的模式。" },
      choose: { en: "Choose one of its modes: {modes}.", zh: "请选择它的一个模式：{modes}。" },
      "repeat-count": {
        en: "Name a mode only for each Repeat you pay (repeatModes).",
        zh: "只能为你支付的每次重复（Repeat）指定一个模式（repeatModes）。",
      },
      execution: { en: "Each execution names one of the spell's modes.", zh: "每次执行都要指定该法术的一个模式。" },
      distinct: {
        en: "Choose a mode you haven't already chosen for each execution (repeatModes).",
        zh: "每次执行都要选择一个尚未选过的模式（repeatModes）。",
      },
    },
  },
  "play/wrong-zone": { en: "{name} cannot be played from there.", zh: "{name} 不能从那里打出。" },
  "rune/exhausted": { en: "That rune is already exhausted.", zh: "那个符文已经耗尽。" },
  "rune/not-yours": { en: "That is not one of your runes.", zh: "那不是你的符文。" },
  "timing/closed": {
    en: "Only cards and abilities with Reaction can be used while a chain exists.",
    zh: "连锁存在时，只能使用带有响应的牌和能力。",
  },
  "timing/not-your-turn": {
    en: "Activated abilities are used on your own turn.",
    zh: "启动能力只能在你自己的回合使用。",
    cases: {
      spell: {
        en: "Spells are played on your own turn unless they have Action or Reaction.",
        zh: "法术只能在你自己的回合打出，除非它带有行动或响应。",
      },
    },
  },
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
 * The refusal `code` in `lang`, filled from `params`: Chinese from {@link REFUSAL_TEXT} (the text of `params.case`
 * when the code has one); undefined for English (the engine's message is the English text) and for a code without a
 * text, so the bot shows the engine's message. A `{domains}` param ("Fury|Calm") reads as domain names in `lang`.
 */
export function refusalText(code: string, params: TextParams, lang: TextLang): string | undefined {
  if (lang === "en" || !Object.hasOwn(REFUSAL_TEXT, code)) return undefined;
  const texts = REFUSAL_TEXT[code as RbRejectionCode];
  const which = params.case !== undefined ? texts.cases?.[String(params.case)] : undefined;
  const template = (which ?? texts)[lang];
  // A text whose value the rejection did not carry falls back to the engine's message rather than show "{name}".
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (all, name: string) => {
    const v = params[name];
    if (v === undefined) {
      missing = true;
      return all;
    }
    if (name === "domains")
      return String(v)
        .split("|")
        .map((d) => domainName(lang, d))
        .join(lang === "zh" ? "或" : " or ");
    return String(v);
  });
  return missing ? undefined : text;
}
