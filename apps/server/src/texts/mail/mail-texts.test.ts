import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@trophy/shared/constants";
import { verificationMail } from "../../mail/templates";
import type { MailMessage } from "../../mail/mailer";
import { accountExistsMail } from "../../modules/auth/account-exists-mail";
import { consentMail } from "../../modules/consent/consent-mail";
import { passwordResetMail } from "../../modules/auth/password-reset-mail";
import {
  NOTIFICATION_CONTENT,
  type PageUrl,
} from "../../modules/notifications/notification-content";
import {
  notificationMail,
  type NotificationContent,
} from "../../modules/notifications/notification-mail";
import { EN, type MailCatalogue } from "./en";
import {
  MAIL_CATALOGUES,
  mailTexts,
  PLACEHOLDER,
  type MailKey,
  type MailTexts,
} from "./mail-texts";

const KEYS = Object.keys(EN) as MailKey[];
const OTHERS = LANGUAGES.filter((l) => l !== "en");
const placeholders = (s: string) => [...s.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

/**
 * Sentences a translation may leave as the English one, being the same word in both; none yet.
 */
const SAME_AS_ENGLISH: Partial<Record<Language, MailKey[]>> = {};

describe("the mail catalogues", () => {
  it("are typed so that a missing key fails the type check", () => {
    // @ts-expect-error a language whose catalogue lacks a key is refused
    const missingKey: MailCatalogue = { greeting: "Hi {name}," };
    expect(Object.keys(missingKey)).not.toEqual(KEYS);
  });

  it.each(OTHERS)("%s has every key, with the English placeholders, in words of its own", (l) => {
    const catalogue = MAIL_CATALOGUES[l];
    expect(Object.keys(catalogue).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(placeholders(catalogue[key]), key).toEqual(placeholders(EN[key]));
      if (!SAME_AS_ENGLISH[l]?.includes(key)) expect(catalogue[key], key).not.toBe(EN[key]);
    }
  });

  it.each(LANGUAGES)("%s fills every sentence, leaving no placeholder", (l) => {
    const catalogue = MAIL_CATALOGUES[l];
    const m = mailTexts(l);
    for (const key of KEYS) {
      const params = Object.fromEntries(
        placeholders(EN[key]).map((name) => [name, name === "count" ? 7 : `<${String(name)}>`]),
      );
      const filled = (m.t as (k: MailKey, p: object) => string)(key, params);
      expect(filled, key).not.toMatch(/[{}]/);
      expect(filled.length, key).toBeGreaterThan(0);
      expect(catalogue[key], key).not.toMatch(/\{(?!\w+\})/);
    }
  });

  it("says one and many in each language's plural forms, numbers formatted for it", () => {
    expect(mailTexts("en").count("trophiesBack", 1)).toBe("Your 1 trophy is back in your balance.");
    expect(mailTexts("en").count("trophiesBack", 1500)).toBe(
      "Your 1,500 trophies are back in your balance.",
    );
    expect(mailTexts("es").count("trophiesBack", 1)).toBe("1 trofeo ha vuelto a tu saldo.");
    expect(mailTexts("es").count("trophiesBack", 15000)).toBe(
      "15.000 trofeos han vuelto a tu saldo.",
    );
    expect(mailTexts("pt-BR").count("trophiesBack", 1)).toBe("1 troféu voltou para o seu saldo.");
    expect(mailTexts("pt-BR").count("trophiesBack", 1500)).toBe(
      "1.500 troféus voltaram para o seu saldo.",
    );
    // Spanish and Portuguese say "many" of a million; the sentence is the "other" one.
    expect(mailTexts("es").count("trophiesBack", 1_000_000)).toBe(
      "1.000.000 trofeos han vuelto a tu saldo.",
    );
  });

  it("leaves a value as it was written, braces and all, and escapes only the sentence in HTML", () => {
    const m = mailTexts("en");
    expect(m.t("rewardFulfilledSubject", { title: "{reason} & more" })).toBe(
      "{reason} & more is fulfilled",
    );
    expect(m.html("notificationFooterLinks", { turnOff: "<a>x</a>", settings: "<b>y</b>" })).toBe(
      "<a>x</a> or change <b>y</b>.",
    );
    expect(m.greeting(null)).toBe("Hi,");
    expect(m.greeting("Ana")).toBe("Hi Ana,");
  });
});

const url: PageUrl = (path) => `https://trophy.test${path}`;

/** Every notification with sample events: each branch of each, both plural forms. */
const SAMPLES: {
  [K in keyof typeof NOTIFICATION_CONTENT]: Parameters<(typeof NOTIFICATION_CONTENT)[K]>[2][];
} = {
  rewardRedeemed: [
    { student: "Sam", title: "Pizza night", trophyCost: 1 },
    { student: null, title: "Pizza night", trophyCost: 40 },
  ],
  connectionAnswered: [
    { student: "Sam", accepted: true },
    { student: "Sam", accepted: false },
  ],
  rewardAnswered: [
    { title: "Pizza night", fulfilled: true },
    { title: "Pizza night", fulfilled: false, reason: "Not this week", trophyCost: 40 },
  ],
  connectionRequested: [{ parentName: "Pat", parentEmail: "pat@example.com" }],
  giftCardApprovalEnded: [{ student: "Sam" }],
  developerReviewed: [
    { approved: true },
    { approved: false, reason: "Unknown company" },
    { approved: false, reason: null },
  ],
  developerRegistered: [
    { email: "dev@example.com", companyName: "Learn Co" },
    { email: "dev@example.com", companyName: null },
  ],
  giftCardLowStock: [
    { cardType: "amazon", available: 1 },
    { cardType: "amazon", available: 9 },
  ],
  giftCardApprovalRequested: [{ student: "Sam", title: "Amazon $10 Gift Card", trophyCost: 100 }],
  giftCardAnswered: [
    { parent: "Pat", title: "Amazon $10 Gift Card", approved: true },
    {
      parent: "Pat",
      title: "Amazon $10 Gift Card",
      approved: false,
      reason: "Later",
      trophyCost: 1,
    },
    { parent: null, title: "Amazon $10 Gift Card", approved: false, reason: null, trophyCost: 100 },
  ],
  baseRewardRedeemedToParent: [{ student: "Sam", title: "Museum visit", trophyCost: 300 }],
  baseRewardRedeemedToAdmin: [{ student: "Sam", title: "Museum visit", trophyCost: 300 }],
};

/** Every mail the product sends, in `language`, named. */
function everyMail(language: Language): [string, MailMessage][] {
  const to = { email: "ana@example.com", name: "Ana", language };
  const mails: [string, MailMessage][] = [
    ["verification", verificationMail(to.email, to.name, "https://trophy.test/v/t", language)],
    ["verification without a name", verificationMail(to.email, null, "https://x.test/v", language)],
    ["password reset", passwordResetMail(to.email, to.name, "https://trophy.test/r/t", language)],
    [
      "account exists",
      accountExistsMail(
        to.email,
        to.name,
        { login: "https://trophy.test/login", reset: "https://trophy.test/forgot" },
        language,
      ),
    ],
    [
      "parental consent",
      consentMail(
        to.email,
        { name: "Sam", email: "sam@example.com" },
        "https://trophy.test/consent/t",
        13,
        language,
      ),
    ],
  ];
  const m: MailTexts = mailTexts(language);
  const contents = NOTIFICATION_CONTENT as unknown as Record<
    string,
    (m: MailTexts, url: PageUrl, e: unknown) => NotificationContent
  >;
  for (const [kind, samples] of Object.entries(SAMPLES)) {
    samples.forEach((sample, i) => {
      const content = contents[kind]?.(m, url, sample);
      if (!content) throw new Error(`no content for ${kind}`);
      mails.push([
        `${kind} #${String(i)}`,
        notificationMail(to, content, url("/unsubscribe/t"), url("/profile")),
      ]);
    });
  }
  return mails;
}

describe("every mail", () => {
  const english = new Map(everyMail("en"));

  it.each(LANGUAGES)("in %s is whole: no placeholder or missing value left", (language) => {
    for (const [name, mail] of everyMail(language)) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part, name).not.toMatch(/[{}]|undefined|null/);
      }
      expect(mail.to, name).toBe("ana@example.com");
    }
  });

  it.each(OTHERS)("in %s is not the English one", (language) => {
    for (const [name, mail] of everyMail(language)) {
      const en = english.get(name);
      expect(mail.subject, name).not.toBe(en?.subject);
      expect(mail.text, name).not.toBe(en?.text);
      expect(mail.html, name).not.toBe(en?.html);
    }
  });

  it("keeps the English texts", () => {
    const reset = english.get("password reset");
    expect(reset?.subject).toBe("Reset your Trophy Rewards password");
    expect(reset?.text).toBe(
      "Hi Ana,\n\nSomeone asked to reset the password of your Trophy Rewards account. Choose a new one here:\n\nhttps://trophy.test/r/t\n\nThe link works once and expires in 60 minutes. If you did not ask for it, ignore this message: your password stays as it is.\n",
    );
    expect(english.get("verification")?.text).toContain(
      "The link works once and expires in 24 hours. If you did not sign up, ignore this message.",
    );
    const declined = english.get("giftCardAnswered #2");
    expect(declined?.subject).toBe("Your Amazon $10 Gift Card was declined");
    expect(declined?.text).toContain(
      "Someone declined your Amazon $10 Gift Card.\n\nYour 100 trophies are back in your balance.",
    );
    expect(english.get("giftCardLowStock #1")?.html).toContain(
      `You get this e-mail because this notification is on in your Trophy Rewards profile. <a href="https://trophy.test/unsubscribe/t">Turn this notification off</a> or change <a href="https://trophy.test/profile">all your notification settings</a>.`,
    );
  });
});
