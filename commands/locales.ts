import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from "discord.js";
import type { CommandModule } from "../src/bot/router.js";

/**
 * Simplified Chinese (`zh-CN`) names and descriptions of the slash commands, their subcommands and options (issue 15:
 * command name and description localisations), keyed by the path of English names ("duel challenge opponent").
 * Kept here in one table rather than beside each builder so the command files other engineers edit stay untouched;
 * {@link localizeCommands} puts them into the command JSON. A localisation a builder already set wins. Paths no
 * command has are ignored (a command renamed or not installed); a command missing here stays English only.
 * Discord limits: names 1-32 characters of letters, digits, `-` or `_`; descriptions 1-100 characters.
 */
export const ZH_CN_COMMANDS: Readonly<Record<string, readonly [name: string, description: string]>> = {
  deck: ["卡组", "保存和管理你的卡组。"],
  "deck save": ["保存", "保存卡组（在此粘贴卡组代码；列表留空则在表单中粘贴长列表）。"],
  "deck save name": ["名称", "卡组名称"],
  "deck save list": ["列表", "Piltover 卡组代码或简短列表（可选）"],
  "deck list": ["列表", "列出你保存的卡组。"],
  "deck show": ["查看", "查看一个已保存的卡组。"],
  "deck show name": ["名称", "卡组名称"],
  "deck delete": ["删除", "删除一个已保存的卡组。"],
  "deck delete name": ["名称", "卡组名称"],
  "deck save game": ["游戏", "哪个游戏的卡组（默认：第一个游戏）"],
  "deck list game": ["游戏", "哪个游戏的卡组（默认：第一个游戏）"],
  "deck show game": ["游戏", "哪个游戏的卡组（默认：第一个游戏）"],
  "deck delete game": ["游戏", "哪个游戏的卡组（默认：第一个游戏）"],

  "duel challenge": ["挑战", "向某人发起对决（默认符文战场，可选择其他游戏）。"],
  "duel challenge game": ["游戏", "哪个游戏（默认：符文战场）"],
  "duel challenge opponent": ["对手", "你要挑战的人"],
  "duel challenge deck": ["卡组", "你保存的卡组之一（或卡组代码）"],
  "duel challenge mode": ["模式", "duel（一局）或 match（三局两胜）"],
  "duel challenge clock": ["时限", "每次决定的小时数（1-720，默认 72）"],
  "duel challenge format": ["赛制", "卡组赛制：casual（默认，任何已实现的卡牌）或 standard（适用禁卡表）"],
  "duel list": ["列表", "你的挑战和对局：轮到谁行动，计时何时用完。"],
  "duel play": ["出牌", "打出一张牌（目的地和目标随后用按钮选择）。"],
  "duel play card": ["卡牌", "要打出的牌"],
  "duel move": ["移动", "移动单位（标准移动）。"],
  "duel move move": ["移动", "哪一种移动"],
  "duel pass": ["让过", "让过优先权或焦点（或结束你的回合）。"],
  "duel board": ["牌桌", "查看当前牌桌（仅你可见）。"],
  "duel hand": ["手牌", "查看你的手牌和当前的选择（仅你可见）。"],
  "duel concede": ["认输", "认输当前这一局（会先确认，并写明是哪场对局）。"],
  "duel vacation days": ["天数", "天数（默认：允许的最长天数）"],
  "duel reminders hours": ["小时", '截止前的小时数，例如 "24, 1"；"off" 关闭；"default" 默认'],
  "duel watch match": ["对局", "对局编号（默认：本帖或本频道的对局）"],
  "duel abort match": ["对局", "对局编号（默认：本帖或本频道的对局）"],
  "duel abort note": ["说明", "原因（显示在对局帖中）"],
  "duel setclock hours": ["小时", "每次决定的小时数（1-720）"],
  "duel setclock match": ["对局", "对局编号（默认：本帖或本频道的对局）"],
  "duel server clock": ["时限", "默认每次决定的小时数（1-720）"],
  "duel server reminders": ["提醒", '默认私信提醒：截止前的小时数，例如 "24, 1" 或 "off"'],
  "duel server vacation_days": ["休假天数", "单次休假请求的最长天数"],

  rules: ["规则", "查询规则、关键词或卡牌。"],
  "rules rule": ["规则", "按编号或文字查询规则（中文或英文）。"],
  "rules rule query": ["查询", "规则编号（559.3.c、626）或文字（Tank、肉盾、showdown）。"],
  "rules rule game": ["游戏", "哪个游戏的规则（默认：符文战场）。"],
  "rules rule private": ["仅自己可见", "只回复你（默认：频道里所有人都能看到）。"],
  "rules rule lang": ["语言", "规则文本的语言（默认：你的 Discord 语言）：en = 核心规则 v1.4，zh = 中文"],
  "rules keyword": ["关键词", "查看关键词的规则（中文或英文名）。"],
  "rules keyword name": ["名称", "关键词，例如 Shield、Tank、肉盾。"],
  "rules keyword game": ["游戏", "哪个游戏的规则（默认：符文战场）。"],
  "rules keyword private": ["仅自己可见", "只回复你（默认：频道里所有人都能看到）。"],
  "rules keyword lang": ["语言", "规则文本的语言（默认：你的 Discord 语言）：en = 核心规则 v1.4，zh = 中文"],
  "rules card": ["卡牌", "查看符文战场卡牌：文本、数值、关键词规则、引擎支持情况。"],
  "rules card name": ["名称", "卡牌名称（拼错也没关系）或编号，例如 Void Seeker、OGN-024。"],
  "rules card private": ["仅自己可见", "只回复你（默认：频道里所有人都能看到）。"],
  "rules card lang": ["语言", "关键词规则的语言（默认：你的 Discord 语言）：en = 核心规则 v1.4，zh = 中文"],

  league: ["联赛", "社区联赛：瑞士轮、淘汰赛。"],
  "league create": ["创建", "在本频道创建联赛（组织者）。"],
  "league create name": ["名称", "联赛名称"],
  "league create days": ["天数", "每轮的天数"],
  "league create bestof": ["局数", "每场对局的局数"],
  "league create rounds": ["轮数", "瑞士轮轮数（0 或留空：按人数决定）"],
  "league create top": ["淘汰赛", "淘汰赛人数（单败淘汰）"],
  "league create clock": ["时限", "对局中每次决定的小时数（默认 min(72, 每轮时长)）"],
  "league create registration_hours": ["报名小时数", "报名在多少小时后截止（截止前可以迟到报名）"],
  "league create reveal": ["公开卡表", "联赛结束后公开卡表"],
  "league create format": ["赛制", "卡组检查的赛制标签"],
  "league join": ["报名", "用一副卡组报名（联赛期间锁定）。"],
  "league join league": ["联赛", "联赛名称"],
  "league join deck": ["卡组", "你保存的卡组之一（或卡组代码）"],
  "league drop": ["退出", "退出联赛（你的成绩保留）。"],
  "league drop league": ["联赛", "联赛名称"],
  "league start": ["开始", "开始联赛：第 1 轮（组织者）。"],
  "league start league": ["联赛", "联赛名称"],
  "league standings": ["排名", "查看排名。"],
  "league standings league": ["联赛", "联赛名称"],
  "league export": ["导出", "以 CSV 文件导出排名。"],
  "league export league": ["联赛", "联赛名称"],
  "league override": ["改判", "设定一场对局的结果并写明理由（组织者）。"],
  "league override league": ["联赛", "联赛名称"],
  "league override round": ["轮次", "轮次编号"],
  "league override table": ["桌号", "桌号"],
  "league override games_a": ["甲方胜局", "第一位玩家赢得的局数"],
  "league override games_b": ["乙方胜局", "第二位玩家赢得的局数"],
  "league override reason": ["理由", "理由（记入审计日志）"],
  "league override draws": ["平局", "平局的局数"],
  "league role": ["组织者", "设置联赛组织者身份组（需要管理服务器权限）。"],
  "league role role": ["身份组", "组织者身份组"],
  "league deck": ["卡组", "一副已报名的卡组（你自己的；若公开，联赛结束后也可看他人的）。"],
  "league deck league": ["联赛", "联赛名称"],
  "league deck player": ["玩家", "谁的卡组"],
  "league list": ["列表", "本服务器的联赛。"],
  "league history": ["战绩", "某位玩家在本服务器的联赛：名次、战绩、对局。"],
  "league history player": ["玩家", "谁的战绩（默认：你的）"],
  // Issue 15 audit: commands and options added after the table was written.
  "duel challenge opponent2": ["对手2", "第三位玩家（ffa3、ffa4、2v2）"],
  "duel challenge opponent3": ["对手3", "第四位玩家（ffa4、2v2）"],
  "league create game": ["游戏", "游戏（默认：本服务器的游戏）"],
  "league replay": ["回放", "按记录重建一场联赛对局：最终牌桌和完整记录。"],
  "league replay match": ["对局", "对局编号（见 /league history）"],
  // Game content commands (commands/cardset.ts): the command keeps the game's key as its name.
  rise: ["rise", "Rise TCG：本服务器的卡牌系列。"],
  "rise cardset": ["卡牌系列", "本服务器的卡组可以使用的卡牌系列。"],
  "rise cardset load": ["加载", "从 YAML/JSON 文件加载或替换卡牌系列（需要管理服务器权限）。"],
  "rise cardset load file": ["文件", "卡牌系列文件"],
  "rise cardset list": ["列表", "这里的卡组可以使用的卡牌系列。"],
  "rise cardset remove": ["移除", "移除已加载的卡牌系列（需要管理服务器权限）；进行中的对局保留其卡牌。"],
  "rise cardset remove key": ["键", "卡牌系列的键"],
};

/** A command or option node of the command JSON (the fields this file reads and writes). */
interface Node {
  name: string;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
}

/** `node` and its options with the `zh-CN` localisations of {@link ZH_CN_COMMANDS} filled in where missing. */
function localizeNode(node: Node, parent: string): Node {
  const path = parent ? `${parent} ${node.name}` : node.name;
  const zh = ZH_CN_COMMANDS[path];
  const out: Node = { ...node };
  if (zh && !node.name_localizations?.["zh-CN"])
    out.name_localizations = { ...(node.name_localizations ?? {}), "zh-CN": zh[0] };
  if (zh && node.description !== undefined && !node.description_localizations?.["zh-CN"])
    out.description_localizations = { ...(node.description_localizations ?? {}), "zh-CN": zh[1] };
  if (node.options) out.options = node.options.map((o) => localizeNode(o, path));
  return out;
}

/** The commands with their `zh-CN` names and descriptions (a new `data` each; handlers unchanged). */
export function localizeCommands(modules: readonly CommandModule[]): CommandModule[] {
  return modules.map((m) => {
    const data = localizeNode(m.data as Node, "") as RESTPostAPIChatInputApplicationCommandsJSONBody;
    const autocomplete = m.autocomplete?.bind(m);
    return { data, execute: (i) => m.execute(i), ...(autocomplete ? { autocomplete } : {}) };
  });
}
