// The worker thread of row-sealer.ts: fingerprints and seals an upload's gift card codes and
// writes their rows as COPY text, in the order of the code hashes.
import { randomUUID } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { createSecretBox } from "../../lib/secret-box";
import type { SealerData, SealerMessage, SealerRequest } from "./row-sealer";

const { appSecret, previousAppSecrets, rowsPerSlice } = workerData as SealerData;
const codes = createSecretBox(appSecret, "gift-card-codes", previousAppSecrets);
/** Room for a slice's rows: theirs are about 220 bytes each. */
const SLICE_BYTES = 1024 * 1024;
const port = parentPort;

/**
 * Cards are kept by the first character of their code hash (its UTF-16 unit; the last bucket holds
 * every unit past ASCII, which base64url never uses): sorting the buckets one after the other, in
 * order, sorts the whole, and the first rows can go out after the first bucket is sorted.
 */
const BUCKETS = 129;
/** Cards sealed ahead at a time, between the messages the worker is sent: about a millisecond. */
const AHEAD_PER_TURN = 200;

interface Upload {
  codes: string[];
  tails: string[];
  hashes: string[];
  /** The cards' indexes by the first character of their code hash. */
  buckets: number[][];
  /** Each card's line up to its tail (id, hash, sealed code), once sealed. */
  sealed: (string | undefined)[];
  /** The next card, in the order given, to seal ahead. */
  ahead: number;
  aheadScheduled: boolean;
  /** Asked to send its rows: from then on they are sealed in order. */
  sending: boolean;
}
const uploads = new Map<number, Upload>();

const post = (message: SealerMessage, transfer: ArrayBuffer[] = []) => {
  port?.postMessage(message, transfer);
};

/**
 * A card's line up to its tail: a new random id (the row's), its code hash, and its code sealed for
 * that id.
 */
function sealCard(upload: Upload, index: number): string {
  const row = randomUUID();
  const line = `${row}\t${upload.hashes[index] ?? ""}\t${codes.seal(upload.codes[index] ?? "", row)}`;
  upload.sealed[index] = line;
  return line;
}

/**
 * While the app is still checking the file, the order is not known yet (it needs every hash), but
 * sealing does not depend on it: the worker seals the cards it has, in the order given, whenever
 * no message waits, so fewer are left to seal once the rows are asked for.
 */
function sealAhead(upload: Upload, id: number): void {
  if (upload.aheadScheduled || upload.sending) return;
  upload.aheadScheduled = true;
  setImmediate(() => {
    upload.aheadScheduled = false;
    if (upload.sending || uploads.get(id) !== upload) return;
    const until = Math.min(upload.codes.length, upload.ahead + AHEAD_PER_TURN);
    for (; upload.ahead < until; upload.ahead++) sealCard(upload, upload.ahead);
    if (upload.ahead < upload.codes.length) sealAhead(upload, id);
  });
}

/** The cards' rows in the order of their code hashes, sent a slice at a time. */
function seal(upload: Upload, id: number): void {
  upload.sending = true;
  const { hashes } = upload;
  const byHash = (a: number, b: number) => {
    const x = hashes[a] ?? "";
    const y = hashes[b] ?? "";
    return x < y ? -1 : x > y ? 1 : 0;
  };
  // Each slice is written straight into a buffer of its own, which is handed over, not copied: no
  // string of the whole slice is built, then encoded.
  let buffer = Buffer.allocUnsafeSlow(SLICE_BYTES);
  let used = 0;
  let rows = 0;
  const send = () => {
    post({ upload: id, kind: "slice", text: buffer.subarray(0, used) }, [buffer.buffer]);
    buffer = Buffer.allocUnsafeSlow(SLICE_BYTES);
    used = 0;
    rows = 0;
  };
  for (const bucket of upload.buckets) {
    for (const index of bucket.sort(byHash)) {
      const line = upload.sealed[index] ?? sealCard(upload, index);
      const tail = upload.tails[index] ?? "";
      // Three bytes a UTF-16 unit at most; the line itself is ASCII.
      const room = line.length + 3 * tail.length;
      if (used + room > buffer.length) {
        if (rows > 0) send();
        if (room > buffer.length) buffer = Buffer.allocUnsafeSlow(room);
      }
      used += buffer.write(line, used, "latin1");
      used += buffer.write(tail, used, "utf8");
      if (++rows === rowsPerSlice) send();
    }
  }
  if (rows > 0) send();
  post({ upload: id, kind: "sealed" });
}

function handle(request: SealerRequest): void {
  const { upload: id } = request;
  if (request.kind === "end") {
    uploads.delete(id);
    return;
  }
  let upload = uploads.get(id);
  if (!upload) {
    upload = {
      codes: [],
      tails: [],
      hashes: [],
      buckets: Array.from({ length: BUCKETS }, () => []),
      sealed: [],
      ahead: 0,
      aheadScheduled: false,
      sending: false,
    };
    uploads.set(id, upload);
  }
  if (request.kind === "add") {
    for (let i = 0; i < request.codes.length; i++) {
      const code = request.codes[i] ?? "";
      const hash = codes.fingerprint(code);
      const first = hash.charCodeAt(0);
      upload.buckets[first < BUCKETS - 1 ? first : BUCKETS - 1]?.push(upload.codes.length);
      upload.codes.push(code);
      upload.tails.push(request.tails[i] ?? "");
      upload.hashes.push(hash);
    }
    sealAhead(upload, id);
  } else if (request.kind === "seal") {
    seal(upload, id);
  } else {
    const indexOf = new Map(upload.hashes.map((hash, index) => [hash, index]));
    post({
      upload: id,
      kind: "indexes",
      indexes: request.hashes.map((hash) => indexOf.get(hash) ?? -1),
    });
  }
}

port?.on("message", (request: SealerRequest) => {
  try {
    handle(request);
  } catch (err) {
    post({
      upload: request.upload,
      kind: "failed",
      error: err instanceof Error ? err.message : String(err),
    });
  }
});
