import {
  type ParseResult,
  parseForumRules,
  parseGlossary,
  parseRiftboundEnglish,
  parseRiftboundOfficial,
  parseRiftboundTranslation,
} from "./parse.js";
import type { GameId, Source } from "./types.js";

/** One source document: its id in `data/rules/<id>.json`, the file name prefix in the source folder, and its parser. */
export interface DocumentSpec {
  id: string;
  game: GameId;
  /** File name prefix in the source folder (`000_` ...); the full name is recorded in the output. */
  prefix: string;
  /** Folder of the file relative to the source folder, when it is not the source folder itself. */
  folder?: string;
  source: Omit<Source, "file">;
  parse: (text: string) => ParseResult;
}

/**
 * The five rules documents of `/work/shared/rules/`. Titles and dates are the ones the documents state
 * (forum documents: the first post date when the text gives no edition date).
 */
export const DOCUMENTS: readonly DocumentSpec[] = [
  {
    id: "riftbound-core-zh",
    game: "riftbound",
    prefix: "000_",
    source: {
      title: "裂隙核心规则 (Riftbound Core Rules) 2025-06-02",
      date: "2025-06-02",
      language: "zh",
      official: false,
      note: "Community Chinese translation (DeepSeek) of the English Core Rules PDF, reposted from 符文研究院.",
    },
    parse: parseRiftboundTranslation,
  },
  {
    id: "wow-tcg-zh",
    game: "wow-tcg",
    prefix: "001_",
    source: {
      title: "魔兽世界卡牌游戏规则白皮书",
      date: "2009-04-24",
      language: "zh",
      official: false,
      note: "Forum repost (魔兽卡牌吧) of a fan translation by skull_muse; sections 100-603 only.",
    },
    parse: (text) => parseForumRules(text, /^IP属地/),
  },
  {
    id: "rise-tcg-zh",
    game: "rise-tcg",
    prefix: "002_",
    source: {
      title: "崛起TCG综合性规则 1.00版",
      date: "2010-05-18",
      language: "zh",
      official: true,
      note: "Publisher's comprehensive rules (崛起项目组), pasted into a forum thread; repeated pages dropped.",
    },
    parse: (text) => parseForumRules(text, /^1\.基本原则/, /^9\.\s*制作人员/),
  },
  {
    id: "riftbound-official-zh",
    game: "riftbound",
    prefix: "003_",
    source: {
      title: "符文战场规则",
      date: null,
      language: "zh",
      official: true,
      note: "Official Chinese Riftbound rules text, rules 100-183 (game concepts).",
    },
    parse: parseRiftboundOfficial,
  },
  {
    id: "grand-archive-glossary-zh",
    game: "grand-archive",
    prefix: "004_",
    source: {
      title: "游戏术语 (Grand Archive glossary)",
      date: null,
      language: "zh",
      official: false,
      note: "Chinese Grand Archive glossary (markdown); English headings, Chinese names as footnotes.",
    },
    parse: parseGlossary,
  },
  {
    id: "riftbound-core-en",
    game: "riftbound",
    prefix: "core-rules-v1.4-",
    folder: "../sources/riftbound",
    source: {
      title: "Riftbound Core Rules v1.4 (2026-07-16)",
      date: "2026-07-16",
      language: "en",
      official: true,
      note: "Official English Core Rules, Last Updated 2026-07-16 (Vendetta), transcribed as text by jungaustin/Riftbound (see shared/sources/riftbound/README.md). Cited as CR 1.4.",
    },
    parse: parseRiftboundEnglish,
  },
];
