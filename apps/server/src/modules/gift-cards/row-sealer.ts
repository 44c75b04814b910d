import { Worker } from "node:worker_threads";

/** Cards per slice of COPY text the worker sends: about half a megabyte. */
const ROWS_PER_SLICE = 2000;

/** What the worker needs: the app's secrets (for the same SecretBox), and the slice size. */
export interface SealerData {
  appSecret: string;
  previousAppSecrets: string[];
  rowsPerSlice: number;
}

/** What the app asks the worker about one upload (`upload` names it). */
export type SealerRequest =
  | { upload: number; kind: "add"; codes: string[]; tails: string[] }
  | { upload: number; kind: "seal" }
  | { upload: number; kind: "indexesOf"; hashes: string[] }
  | { upload: number; kind: "end" };

/** What the worker answers, in order for each upload. */
export type SealerMessage =
  | { upload: number; kind: "slice"; text: Uint8Array }
  | { upload: number; kind: "sealed" }
  | { upload: number; kind: "indexes"; indexes: number[] }
  | { upload: number; kind: "failed"; error: string };

/**
 * One upload's cards in the worker: given as they are checked, then stored in the order of their
 * code hashes (docs/decisions/008-gift-card-upload-by-copy.md).
 */
export interface SealingUpload {
  /**
   * Cards to store, in the upload's list order (each call continues the list): their codes, and
   * the rest of each row as COPY text (`\t` and the columns after the sealed code, then `\n`).
   * Their codes are fingerprinted meanwhile.
   */
  add(codes: string[], tails: string[]): void;
  /**
   * The rows in the order of their code hashes, as COPY text in UTF-8, a slice at a time: a line
   * each, a new random id (the row's), the code's hash, the code sealed for that id, its tail.
   * Sealed once, as the worker goes; after `add` is done.
   */
  rows(): AsyncGenerator<Uint8Array>;
  /** Every slice of `rows`, those read already too. */
  all(): Promise<Uint8Array[]>;
  /** The index, in the list given to `add`, of each card whose code has these hashes. */
  indexesOf(hashes: string[]): Promise<number[]>;
  /** Lets the worker forget the upload. */
  end(): void;
}

/**
 * Fingerprints and seals uploaded gift card codes in a worker thread: an upload of a hundred
 * thousand codes spends more time sealing them than the database takes to store them. Here, that
 * time would hold up every other call, and on the embedded database, which runs in this thread,
 * the database itself; in the worker it runs beside both.
 */
export interface RowSealer {
  upload(): SealingUpload;
  /** Stops the worker (a later upload starts another). */
  close(): Promise<void>;
}

/**
 * The worker's file: the built one beside the bundle, or the source when the app runs from source
 * (tests, the benchmark's set-up), loaded through tsx as the app is.
 */
function workerFile(): { url: URL; execArgv: string[] } {
  if (import.meta.url.endsWith(".ts")) {
    const tsx = process.execArgv.some((arg) => arg.includes("tsx"));
    return {
      url: new URL("./row-sealer.worker.ts", import.meta.url),
      execArgv: tsx ? process.execArgv : [...process.execArgv, "--import", "tsx"],
    };
  }
  return { url: new URL("./gift-card-row-sealer.js", import.meta.url), execArgv: process.execArgv };
}

/** What one upload has heard from the worker. */
interface Heard {
  slices: Uint8Array[];
  sealed: boolean;
  failure: Error | null;
  indexes: { resolve: (indexes: number[]) => void; reject: (failure: Error) => void }[];
  /** Called once on the next thing heard. */
  waiting: (() => void)[];
}

export function createRowSealer(secrets: {
  appSecret: string;
  previousAppSecrets: string[];
}): RowSealer {
  const data: SealerData = { ...secrets, rowsPerSlice: ROWS_PER_SLICE };
  let worker: Worker | null = null;
  let nextUpload = 0;
  const uploads = new Map<number, Heard>();
  const wake = (heard: Heard) => {
    for (const resolve of heard.waiting.splice(0)) resolve();
  };
  const fail = (heard: Heard, failure: Error) => {
    heard.failure ??= failure;
    for (const { reject } of heard.indexes.splice(0)) reject(failure);
    wake(heard);
  };
  const running = () => {
    if (worker) return worker;
    const { url, execArgv } = workerFile();
    const started = new Worker(url, { workerData: data, execArgv });
    // An idle worker does not keep the process alive; the server, or a request waiting, does.
    started.unref();
    started.on("message", (message: SealerMessage) => {
      const heard = uploads.get(message.upload);
      if (!heard) return;
      if (message.kind === "slice") heard.slices.push(message.text);
      else if (message.kind === "sealed") heard.sealed = true;
      else if (message.kind === "indexes") heard.indexes.shift()?.resolve(message.indexes);
      else fail(heard, new Error(`sealing gift card codes failed: ${message.error}`));
      wake(heard);
    });
    const gone = (failure: Error) => {
      if (worker === started) worker = null;
      for (const heard of uploads.values()) fail(heard, failure);
    };
    started.on("error", gone);
    started.on("exit", (code) => {
      gone(new Error(`the gift card sealing worker stopped (${code})`));
    });
    worker = started;
    return started;
  };

  return {
    upload() {
      const id = nextUpload++;
      const heard: Heard = { slices: [], sealed: false, failure: null, indexes: [], waiting: [] };
      uploads.set(id, heard);
      // Started now, so the worker loads while the file is read.
      let sender: Worker | null = running();
      const send = (request: SealerRequest) => {
        if (heard.failure) return;
        // A worker that stopped took the upload's earlier requests with it: the upload failed.
        if (!sender || worker !== sender) {
          fail(heard, new Error("the gift card sealing worker stopped"));
          return;
        }
        sender.postMessage(request);
      };
      let sealing = false;
      const heardMore = () =>
        new Promise<void>((resolve) => {
          heard.waiting.push(resolve);
        });
      async function* rows(): AsyncGenerator<Uint8Array> {
        if (!sealing) send({ upload: id, kind: "seal" });
        sealing = true;
        for (let read = 0; ; read++) {
          while (read === heard.slices.length && !heard.sealed && !heard.failure) await heardMore();
          if (heard.failure) throw heard.failure;
          const slice = heard.slices[read];
          if (!slice) return;
          yield slice;
        }
      }
      return {
        add(codes, tails) {
          send({ upload: id, kind: "add", codes, tails });
        },
        rows,
        async all() {
          // Reading every slice waits for the last; they are all kept in `heard`.
          const reading = rows();
          while (!(await reading.next()).done);
          return heard.slices;
        },
        indexesOf(hashes) {
          return new Promise<number[]>((resolve, reject) => {
            if (heard.failure) {
              reject(heard.failure);
              return;
            }
            heard.indexes.push({ resolve, reject });
            send({ upload: id, kind: "indexesOf", hashes });
          });
        },
        end() {
          uploads.delete(id);
          if (sender && worker === sender) sender.postMessage({ upload: id, kind: "end" });
          sender = null;
        },
      };
    },
    async close() {
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}
