import type { i18n as I18n, ThirdPartyModule } from "i18next";
import { formatLocale } from "./locale";

interface IcuFormat {
  parse(...args: unknown[]): unknown;
}

let icu: IcuFormat | null = null;
let loading: Promise<void> | null = null;
let instance: I18n | null = null;

/** The event the screens re-render on once full ICU formatting is there (i18n.ts binds it). */
export const ICU_LOADED = "icuLoaded";

/**
 * Loads i18next-icu (with intl-messageformat, about 11 KB compressed) for the messages with plural,
 * number or select arguments. The public pages have none, so their first download is without it;
 * an area's loader awaits it beside its catalogues (app/routes.tsx).
 */
export function loadIcu(): Promise<void> {
  loading ??= import("i18next-icu").then(({ default: ICU }) => {
    const plugin = new ICU({ parseLngForICU: formatLocale });
    if (instance) plugin.init(instance, { parseLngForICU: formatLocale });
    icu = plugin as unknown as IcuFormat;
    instance?.emit(ICU_LOADED);
  });
  return loading;
}

/**
 * A message with `{name}` arguments only (and ICU's quoting: `''` is an apostrophe, `'{'` a
 * brace), formatted without the ICU library; null for any other message, or a missing value.
 */
export function formatSimple(message: string, values: Record<string, unknown>): string | null {
  let out = "";
  for (let i = 0; i < message.length; i++) {
    const c = message.charAt(i);
    if (c === "'") {
      const next = message.charAt(i + 1);
      if (next === "'") {
        out += "'";
        i++;
      } else if (next === "{" || next === "}") {
        let end = i + 1;
        while (end < message.length) {
          if (message.charAt(end) === "'" && message.charAt(end + 1) === "'") end += 2;
          else if (message.charAt(end) === "'") break;
          else end++;
        }
        out += message.slice(i + 1, end).replace(/''/g, "'");
        i = end;
      } else {
        out += c;
      }
    } else if (c === "{") {
      const end = message.indexOf("}", i);
      const name = message.slice(i + 1, end).trim();
      if (end < 0 || !/^\w+$/.test(name)) return null;
      const value = values[name];
      if (typeof value !== "string" && typeof value !== "number") return null;
      out += String(value);
      i = end;
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * i18next's message format: ICU. Simple messages are formatted here at once; the others by
 * i18next-icu, loaded on demand (the screen re-renders once it is there).
 */
export const icuFormat = {
  type: "i18nFormat",
  // Lists of texts (the developer docs' paragraphs) are formatted item by item.
  handleAsObject: true,
  init(i18n: I18n) {
    instance = i18n;
  },
  parse(res: string, options: Record<string, unknown>, ...rest: unknown[]): unknown {
    if (icu) return icu.parse(res, options, ...rest);
    const simple = formatSimple(res, options);
    if (simple !== null) return simple;
    void loadIcu();
    return "";
  },
  addLookupKeys(finalKeys: string[]) {
    return finalKeys;
  },
} as unknown as ThirdPartyModule;
