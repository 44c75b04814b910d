import { developerBudgetSchema } from "@trophy/shared/schemas/developer";
import { reverseAwardRequestSchema, suspendRequestSchema } from "@trophy/shared/schemas/admin";
import { createBaseRewardSchema } from "@trophy/shared/schemas/admin-rewards";
import { registerRequestSchema } from "@trophy/shared/schemas/auth";
import { giftCardInputSchema } from "@trophy/shared/schemas/gift-cards";
import {
  connectionRequestBodySchema,
  customRewardEditFormSchema,
  customRewardFormSchema,
} from "@trophy/shared/schemas/parent";
import { changePasswordSchema, forgotPasswordSchema } from "@trophy/shared/schemas/password";
import { profileFormSchema } from "@trophy/shared/schemas/user";
import { signInEmailIssue, signInPasswordIssue } from "@trophy/shared/rules/sign-in";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { en, es } from "zod/v4/locales";
import { validationText } from "./validation-text";

const EMAIL = "kim@school.test";
const PASSWORD = "S3cretpass";

/**
 * Each form that validates with a shared schema, its valid values, and the fields a reader types
 * (a picker's or a check box's value cannot be wrong). `form` names the form's own keys.
 */
const FORMS: {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  typed: string[];
  form?: string;
  /** What the form sends the schema for the typed text, when not the text itself. */
  read?: (text: string) => unknown;
}[] = [
  {
    name: "connection request",
    schema: connectionRequestBodySchema,
    valid: { studentEmail: EMAIL },
    typed: ["studentEmail"],
  },
  {
    name: "custom reward",
    schema: customRewardFormSchema,
    form: "reward",
    valid: { studentId: "s1", title: "Pizza", description: "", trophyCost: "10", stock: "" },
    typed: ["title", "description", "trophyCost", "stock", "usdValue"],
  },
  {
    name: "custom reward edit",
    schema: customRewardEditFormSchema,
    form: "reward",
    valid: { title: "Pizza", description: "", trophyCost: "10", stock: "" },
    typed: ["title", "description", "trophyCost", "stock"],
  },
  {
    name: "base reward",
    schema: createBaseRewardSchema,
    form: "reward",
    valid: { title: "Pizza", description: "", trophyCost: "10", stock: "" },
    typed: ["title", "description", "trophyCost", "stock"],
  },
  {
    name: "gift card",
    schema: giftCardInputSchema,
    valid: { code: "ABCDE-1", cardType: "amazon", usdAmount: "10", trophyCost: "100" },
    typed: ["code", "cardType", "usdAmount", "trophyCost", "expiresAt", "notes"],
  },
  {
    name: "forgot password",
    schema: forgotPasswordSchema,
    valid: { email: EMAIL },
    typed: ["email"],
  },
  {
    name: "student registration",
    schema: registerRequestSchema,
    valid: { userType: "student", email: EMAIL, name: "Kim" },
    typed: ["name", "email"],
  },
  {
    name: "developer registration",
    schema: registerRequestSchema,
    valid: { userType: "developer", email: EMAIL, password: PASSWORD, companyName: "" },
    typed: ["email", "password", "companyName"],
  },
  {
    name: "parent registration",
    schema: registerRequestSchema,
    valid: { userType: "parent_guide", email: EMAIL, name: "Kim", password: PASSWORD, phone: "" },
    typed: ["name", "email", "password", "phone"],
  },
  {
    name: "change password",
    schema: changePasswordSchema,
    valid: { currentPassword: "x", newPassword: PASSWORD },
    typed: ["currentPassword", "newPassword"],
  },
  { name: "profile", schema: profileFormSchema, valid: { name: "Kim" }, typed: ["name"] },
  {
    name: "suspend user",
    schema: suspendRequestSchema,
    valid: { reason: "Spam", durationDays: "" },
    typed: ["reason", "durationDays"],
  },
  {
    name: "reverse award",
    schema: reverseAwardRequestSchema,
    valid: { reason: "Twice" },
    typed: ["reason"],
  },
  {
    name: "daily budget",
    schema: developerBudgetSchema,
    valid: { dailyTrophyBudget: 100 },
    typed: ["dailyTrophyBudget"],
    read: (text) => (text.trim() === "" ? undefined : Number(text)),
  },
];

/** What a reader may type in any field: nothing, too little, too much, the wrong thing. */
const TYPED = [
  "",
  " ",
  "x",
  "abcd",
  "-1",
  "0",
  "1.5",
  "1.234",
  "99999999999",
  "not-an-address",
  "1960-01-01",
  "2024-02-31",
  "a\u200Bb",
  "a\u0007b",
  "a".repeat(2001),
];

/**
 * A schema's issues with the messages it wrote itself: those zod's locale does not translate
 * (the same in English and Spanish). The others follow the reader's language already.
 */
function ownIssues(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] {
  z.config(en());
  const english = schema.safeParse(value);
  const issues = english.success ? [] : english.error.issues.map((i) => ({ ...i }));
  z.config(es());
  const spanish = schema.safeParse(value);
  const translated = spanish.success ? [] : spanish.error.issues.map((i) => i.message);
  return issues.filter((issue, i) => issue.message === translated[i]);
}

afterAll(() => {
  z.config(en());
});

describe("the validation catalogue", () => {
  it.each(FORMS)("has a key for each message the $name form can show", (entry) => {
    const missing = new Set<string>();
    for (const field of entry.typed) {
      for (const text of TYPED) {
        const value = { ...entry.valid, [field]: entry.read ? entry.read(text) : text };
        for (const issue of ownIssues(entry.schema, value)) {
          const path = issue.path.map(String).join(".");
          if (!validationText(path, issue.code, entry.form))
            missing.add(`${path}.${issue.code}: "${issue.message}"`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("has a key for each problem of the sign-in form", () => {
    for (const text of TYPED) {
      const email = signInEmailIssue(text);
      const password = signInPasswordIssue(text);
      if (email) expect(validationText("email", email), text).toBeDefined();
      if (password) expect(validationText("password", password), text).toBeDefined();
    }
    expect(validationText("password", signInPasswordIssue("p".repeat(201)) ?? "")).toBeDefined();
  });

  it("gives a form's own key before the field's", () => {
    expect(validationText("trophyCost", "too_small")).toBe(
      "Trophy cost must be a number greater than 0",
    );
    expect(validationText("trophyCost", "too_small", "reward")).toBe(
      "Trophy cost must be at least 1",
    );
    expect(validationText("title", "too_small", "reward")).toBe("Title is required");
  });
});
