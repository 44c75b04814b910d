import { describe, expect, it, vi } from "vitest";
import { validationText } from "@/lib/validation-text";
import { registerFormSchema } from "./register-form-schema";

const thisYear = new Date().getUTCFullYear();
const student = { userType: "student", email: "kim@school.test", name: "Kim" };
const issuesOf = (values: Record<string, unknown>, consentAge = 13) => {
  const result = registerFormSchema(values, consentAge).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}.${i.code}`);
};

describe("the registration form's rules", () => {
  it("asks every student for the month and year of birth", () => {
    expect(issuesOf(student)).toEqual(["birthYear.invalid_type", "birthMonth.invalid_type"]);
    expect(issuesOf({ ...student, birthYear: 1990, birthMonth: 13 })).toEqual([
      "birthMonth.too_big",
    ]);
    expect(issuesOf({ ...student, birthYear: thisYear + 1, birthMonth: 1 })).toContain(
      "birthYear.custom",
    );
  });

  it("refuses a month of this year still to come, as the server does", () => {
    vi.useFakeTimers({ now: new Date("2026-06-15T12:00:00Z") });
    try {
      const baby = { ...student, birthYear: 2026, parentEmail: "pat@home.test" };
      expect(issuesOf({ ...baby, birthMonth: 7 })).toEqual(["birthMonth.custom"]);
      expect(issuesOf({ ...baby, birthMonth: 6 })).toEqual([]);
      expect(validationText("birthMonth", "custom")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for a parent's address under the consent age only", () => {
    const young = { ...student, birthYear: thisYear - 8, birthMonth: 1 };
    const older = { ...student, birthYear: thisYear - 30, birthMonth: 1 };
    expect(issuesOf(young)).toEqual(["parentEmail.invalid_type"]);
    expect(issuesOf({ ...young, parentEmail: "not-an-address" })).toEqual([
      "parentEmail.invalid_format",
    ]);
    expect(issuesOf({ ...young, parentEmail: "pat@home.test" })).toEqual([]);
    expect(issuesOf(older)).toEqual([]);
    // Turned off by the installation.
    expect(issuesOf(young, 0)).toEqual([]);
  });

  it("leaves the other account types as the API takes them", () => {
    expect(
      issuesOf({
        userType: "parent_guide",
        email: "pat@home.test",
        name: "Pat",
        password: "S3cretpass",
      }),
    ).toEqual([]);
  });
});

describe("the registration form's messages", () => {
  // What a reader may send: nothing chosen or typed, or what the form never offers.
  const TYPED = ["", " ", "x", "-1", "0", "1.5", "13", "99999999999", "not-an-address"];
  const young = { ...student, birthYear: 2020, birthMonth: 1, parentEmail: "pat@home.test" };
  const read = (text: string) => (text.trim() === "" ? undefined : Number(text));

  it("have a key in the validation catalogue for each rule the new fields can break", () => {
    const missing = new Set<string>();
    const check = (values: Record<string, unknown>) => {
      const result = registerFormSchema(values, 13).safeParse(values);
      for (const issue of result.success ? [] : result.error.issues) {
        const path = issue.path.join(".");
        if (!validationText(path, issue.code)) missing.add(`${path}.${issue.code}`);
      }
    };
    for (const text of TYPED) {
      check({ ...young, parentEmail: text });
      check({ ...young, parentEmail: undefined });
      check({ ...young, birthYear: read(text) });
      check({ ...young, birthMonth: read(text) });
    }
    expect([...missing]).toEqual([]);
  });
});
