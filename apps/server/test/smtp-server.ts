import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server for tests: refuses the first `refuse` messages (451), then accepts. */
export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  refused: number;
  refuse: number;
  close(): Promise<void>;
}

export async function startTestSmtp(refuse = 0): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: "",
    received: [],
    refused: 0,
    refuse,
    close: () => Promise.resolve(),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      if (state.refused < state.refuse) {
        state.refused++;
        stream.resume();
        stream.on("end", () => {
          const err = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(err);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          state.received.push(mail);
          callback();
        })
        .catch((err: unknown) => {
          callback(err as Error);
        });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${String(port)}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.close(resolve);
    });
  return state;
}

/** Waits until `n` messages have arrived. */
export async function waitForReceived(smtp: TestSmtp, n: number, ms = 10_000): Promise<void> {
  for (let waited = 0; waited < ms && smtp.received.length < n; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
}
