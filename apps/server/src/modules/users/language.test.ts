import { eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks, users } from "../../db/schema";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  reloadUser,
  signInAs,
  uniqueEmail,
  waitForMail,
  type SignedIn,
  type TestApp,
  ADULT_BIRTH,
} from "../../../test/helpers";
import { addGiftCards, codes, grantTrophies } from "../../../test/fixtures";
import { mailsTo } from "../../../test/notification-mail";

/**
 * The account's language (docs/product.md §3): chosen at sign-up (sent, else the request's
 * Accept-Language), changed on the profile, returned with the user, and the language of every
 * e-mail the account gets. On PGlite and on PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each call from its own address: no per-address limit reaches another test. */
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const register = (payload: object, headers: Record<string, string> = {}) =>
  inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload,
    headers,
    remoteAddress: nextIp(),
  });
const putProfile = (who: SignedIn | null, payload: object) =>
  inject(t.app, {
    method: "PUT",
    url: "/api/users/profile",
    headers: who?.headers ?? {},
    payload,
  });
const getProfile = (who: SignedIn) =>
  inject(t.app, { method: "GET", url: "/api/users/profile", headers: who.headers });

async function mailTo(email: string): Promise<ParsedMail> {
  const [mail] = await waitForMail(t.dataDir, email);
  return simpleParser(mail?.raw ?? "");
}

const student = (email: string, language?: string) => ({
  userType: "student",
  email,
  name: "Sofía",
  ...ADULT_BIRTH,
  ...(language === undefined ? {} : { language }),
});

describe("the language at sign-up", () => {
  it("is the one the client sends, stored, answered and used for the verification mail", async () => {
    const email = uniqueEmail("es-student");
    const res = await register(student(email, "es"), { "accept-language": "pt-BR" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.language).toBe("es");
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.language).toBe("es");

    const mail = await mailTo(email);
    expect(mail.subject).toBe("Confirma tu correo electrónico para Trophy Rewards");
    expect(mail.text).toContain("Hola, Sofía:");
    expect(mail.text).toContain("caduca en 24 horas");
    expect(mail.html).toContain("Confirmar mi correo");
  });

  it.each([
    ["pt-BR,pt;q=0.9", "pt-BR"],
    ["pt-PT", "pt-BR"],
    ["es-MX,en;q=0.5", "es"],
    ["fr", "en"],
    ["fr-CA, de;q=0.8", "en"],
  ])(
    "is the best match of Accept-Language %j when the client sends none: %s",
    async (header, language) => {
      const email = uniqueEmail("accept");
      const res = await register(
        { userType: "parent_guide", email, name: "Pat", password: PASSWORD },
        { "accept-language": header },
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.language).toBe(language);
      const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(row?.language).toBe(language);
    },
  );

  it("is English without a header, and a language not in the list is refused", async () => {
    const email = uniqueEmail("plain");
    const plain = await register(student(email));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().user.language).toBe("en");

    const refused = await register(student(uniqueEmail("fr"), "fr"));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain("language must be one of: en, es, pt-BR");
  });

  it("is in the answer for a taken address as for a new one; the owner is mailed in the account's language", async () => {
    const owner = await createUser(t.app, { userType: "student", name: "Olga" });
    await t.app.db.update(users).set({ language: "es" }).where(eq(users.id, owner.id));
    const headers = { "accept-language": "en-US" };
    const asNew = await register(student(uniqueEmail("fresh"), "pt-BR"), headers);
    const asTaken = await register(student(owner.email, "pt-BR"), headers);
    expect(asTaken.statusCode).toBe(201);
    const shape = (body: { message: string; user: Record<string, unknown> }) => ({
      ...body,
      user: { ...body.user, id: "<id>", email: "<email>", createdAt: "<date>" },
    });
    expect(shape(asTaken.json())).toEqual(shape(asNew.json()));
    expect(asTaken.json().user.language).toBe("pt-BR");
    // Nothing of the account changed, its language neither.
    expect((await reloadUser(t.app, owner.id)).language).toBe("es");

    const mail = await mailTo(owner.email);
    expect(mail.subject).toBe("Ya tienes una cuenta de Trophy Rewards");
    expect(mail.text).toContain("Hola, Olga:");
    expect(mail.html).toContain("Cambiar mi contraseña");
  });
});

describe("PUT /api/users/profile {language}", () => {
  it("changes the language, which the profile and the next sign-in return", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    expect((await getProfile(parent)).json().user.language).toBe("en");

    const res = await putProfile(parent, { language: "pt-BR" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ language: "pt-BR", name: parent.user.name });
    expect((await getProfile(parent)).json().user.language).toBe("pt-BR");

    const login = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: parent.user.email, password: PASSWORD },
    });
    expect(login.json().user.language).toBe("pt-BR");
  });

  it("takes it beside the name, for every role", async () => {
    for (const role of ["student", "developer", "admin"] as const) {
      const who = await signInAs(t.app, role);
      const res = await putProfile(who, { name: "Nuevo Nombre", language: "es" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ name: "Nuevo Nombre", language: "es" });
    }
  });

  it("refuses a language not in the list, and anyone signed out", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const fr = await putProfile(parent, { language: "fr" });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error).toContain("language must be one of: en, es, pt-BR");
    expect((await putProfile(parent, { language: "pt-br" })).statusCode).toBe(400);
    expect((await putProfile(parent, { language: null })).statusCode).toBe(400);
    expect((await reloadUser(t.app, parent.user.id)).language).toBe("en");

    expect((await putProfile(null, { language: "es" })).statusCode).toBe(401);
  });
});

describe("e-mails in the recipient's language", () => {
  it("sends a Spanish account its password-reset link in Spanish", async () => {
    const user = await signInAs(t.app, { userType: "parent_guide", name: "Lucía" });
    expect((await putProfile(user, { language: "es" })).statusCode).toBe(200);
    const res = await inject(t.app, {
      method: "POST",
      url: "/auth/forgot-password",
      payload: { email: user.user.email },
      // The request's own language does not decide: the account's does.
      headers: { "accept-language": "en" },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);

    const mail = await mailTo(user.user.email);
    expect(mail.subject).toBe("Cambia tu contraseña de Trophy Rewards");
    expect(mail.text).toContain("Hola, Lucía:");
    expect(mail.text).toContain(
      "El enlace funciona una sola vez y caduca en 60 minutos. Si no lo pediste tú, ignora este mensaje: tu contraseña sigue igual.",
    );
    expect(mail.html).toContain("Elegir una contraseña nueva");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\/\S+/);
  });

  it("tells a Brazilian parent/guide in Portuguese that a gift card waits for their approval", async () => {
    const parent = await signInAs(t.app, { userType: "parent_guide", name: "Mariana" });
    const child = await signInAs(t.app, { userType: "student", name: "Davi" });
    expect((await putProfile(parent, { language: "pt-BR" })).statusCode).toBe(200);
    await t.app.db.insert(parentStudentLinks).values({
      parentId: parent.user.id,
      studentId: child.user.id,
      status: "accepted",
      respondedAt: new Date(),
    });
    const on = await inject(t.app, {
      method: "PUT",
      url: `/api/parents/students/${child.user.id}/settings`,
      headers: parent.headers,
      payload: { approveGiftCards: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    await grantTrophies(t.app, child.user.id, 1500);
    const cardType = `language${String(Date.now())}`;
    await addGiftCards(t.app, {
      cardType,
      usdAmount: 10,
      trophyCost: 1200,
      codes: codes("LANG", 2),
    });
    const redeemed = await inject(t.app, {
      method: "POST",
      url: "/api/students/rewards/redeem-gift-card",
      headers: child.headers,
      payload: { cardType, usdAmount: 10, trophyCost: 1200 },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(202);

    const [mail] = await mailsTo(t, parent.user.email, /aguarda sua aprovação/);
    const title = redeemed.json().redemption.rewardTitle as string;
    expect(mail?.subject).toBe(`Davi resgatou ${title}: aguarda sua aprovação`);
    expect(mail?.text).toContain("Oi, Mariana!");
    // Numbers as Brazilians write them.
    expect(mail?.text).toContain(`Davi resgatou ${title} por 1.200 troféus.`);
    expect(mail?.text).toContain("Abrir seu painel: http://localhost:3000/parent");
    expect(mail?.text).toContain("Desative esta notificação com um clique:");
    expect(mail?.html).toContain("Você recebe este e-mail porque esta notificação está ativada");
  });
});
