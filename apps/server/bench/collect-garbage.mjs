// Preloaded into a benchmark's server process (node --expose-gc --import): on its parent's
// "collect-garbage" message, a full collection, so resident memory is then what is still in use.
process.on("message", (message) => {
  if (message !== "collect-garbage") return;
  global.gc();
  process.send("garbage-collected");
});
// The channel alone must not keep a stopping server alive.
process.channel.unref();
