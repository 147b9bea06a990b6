import { SlashCommandBuilder, type SlashCommandStringOption } from "discord.js";
import { abortCommand, remindersCommand, serverCommand, setClockCommand, watchCommand } from "../src/bot/game/admin.js";
import type { BotDeps } from "../src/bot/game/deps.js";
import { undoCommand } from "../src/bot/game/undo.js";
import { vacationCommand } from "../src/bot/game/vacation.js";
import type { CommandModule } from "../src/bot/router.js";

/**
 * The `/duel` subcommands of issue 15's time, safety and admin tools, each with its Simplified Chinese name and
 * description (`zh-CN`): `undo`, `vacation`, `reminders`, `watch` for everyone; `abort`, `setclock` and changing
 * `server` defaults for members with Manage Server (checked when used; docs/bot.md "Server admins").
 */
export function duelToolCommands(deps: () => BotDeps): CommandModule[] {
  const zh = (b: SlashCommandBuilder, name: string, description: string) =>
    b.setNameLocalizations({ "zh-CN": name }).setDescriptionLocalizations({ "zh-CN": description });
  const matchOption = (o: SlashCommandStringOption) =>
    o
      .setName("match")
      .setDescription("Match id (default: the match of this thread or channel)")
      .setDescriptionLocalizations({ "zh-CN": "对局编号（默认：本帖或本频道的对局）" });
  return [
    {
      data: zh(
        new SlashCommandBuilder()
          .setName("undo")
          .setDescription("Take back your last action (asks your opponent once they acted)."),
        "撤销",
        "撤销你的上一步操作（对手已行动时需征得同意）。",
      ).toJSON(),
      execute: (i) => undoCommand(deps(), i),
    },
    {
      data: zh(
        new SlashCommandBuilder()
          .setName("vacation")
          .setDescription("Ask your opponent to pause your clock for some days."),
        "休假",
        "请求对手同意暂停你的计时若干天。",
      )
        .addIntegerOption((o) =>
          o
            .setName("days")
            .setDescription("How many days (default: the longest allowed)")
            .setDescriptionLocalizations({ "zh-CN": "天数（默认：允许的最长天数）" })
            .setMinValue(1)
            .setMaxValue(30),
        )
        .toJSON(),
      execute: (i) => vacationCommand(deps(), i),
    },
    {
      data: zh(
        new SlashCommandBuilder().setName("reminders").setDescription("When to DM you before a deadline."),
        "提醒",
        "设置截止前何时私信提醒你。",
      )
        .addStringOption((o) =>
          o
            .setName("hours")
            .setDescription('Hours before the deadline, e.g. "24, 1"; "off"; "default"')
            .setDescriptionLocalizations({ "zh-CN": '截止前的小时数，例如 "24, 1"；"off" 关闭；"default" 默认' }),
        )
        .toJSON(),
      execute: (i) => remindersCommand(deps(), i),
    },
    {
      data: zh(
        new SlashCommandBuilder().setName("watch").setDescription("See a match's public board (only you see it)."),
        "观战",
        "查看对局的公开牌桌（仅你可见）。",
      )
        .addStringOption(matchOption)
        .toJSON(),
      execute: (i) => watchCommand(deps(), i),
    },
    {
      data: zh(
        new SlashCommandBuilder().setName("abort").setDescription("Server admins: abort a match (no winner)."),
        "中止",
        "服务器管理员：中止对局（无胜者）。",
      )
        .addStringOption(matchOption)
        .addStringOption((o) =>
          o
            .setName("note")
            .setDescription("Why (shown in the thread)")
            .setDescriptionLocalizations({ "zh-CN": "原因（显示在对局帖中）" })
            .setMaxLength(200),
        )
        .toJSON(),
      execute: (i) => abortCommand(deps(), i),
    },
    {
      data: zh(
        new SlashCommandBuilder().setName("setclock").setDescription("Server admins: hours per decision in a match."),
        "设置时钟",
        "服务器管理员：设置对局每次决定的小时数。",
      )
        .addIntegerOption((o) =>
          o
            .setName("hours")
            .setDescription("Hours per decision (1-720)")
            .setDescriptionLocalizations({ "zh-CN": "每次决定的小时数（1-720）" })
            .setRequired(true)
            .setMinValue(1)
            .setMaxValue(720),
        )
        .addStringOption(matchOption)
        .toJSON(),
      execute: (i) => setClockCommand(deps(), i),
    },
    {
      data: zh(
        new SlashCommandBuilder()
          .setName("server")
          .setDescription("This server's defaults: clock, reminders, vacations (admins change them)."),
        "服务器设置",
        "本服务器的默认设置：时钟、提醒、休假（管理员可修改）。",
      )
        .addIntegerOption((o) =>
          o
            .setName("clock")
            .setDescription("Default hours per decision (1-720)")
            .setDescriptionLocalizations({ "zh-CN": "默认每次决定的小时数（1-720）" })
            .setMinValue(1)
            .setMaxValue(720),
        )
        .addStringOption((o) =>
          o
            .setName("reminders")
            .setDescription('Default DM reminders, hours before a deadline, e.g. "24, 1" or "off"')
            .setDescriptionLocalizations({ "zh-CN": '默认私信提醒：截止前的小时数，例如 "24, 1" 或 "off"' }),
        )
        .addIntegerOption((o) =>
          o
            .setName("vacation_days")
            .setDescription("Longest vacation one request may ask for (days)")
            .setDescriptionLocalizations({ "zh-CN": "单次休假请求的最长天数" })
            .setMinValue(1)
            .setMaxValue(30),
        )
        .toJSON(),
      execute: (i) => serverCommand(deps(), i),
    },
  ];
}
