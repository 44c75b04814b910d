// Preloaded into a benchmark's server process (node --expose-gc --import): on its parent's
// "collect-garbage" message, a full collection, so resident memory is then what is still in use;
// on "release-memory", the collection V8 makes when memory runs short, which also compacts the
// heap and gives the space freed back to the system (a full collection keeps it for later use).
process.on("message", (message) => {
  if (message === "collect-garbage") global.gc();
  else if (message === "release-memory")
    global.gc({ type: "major", execution: "sync", flavor: "last-resort" });
  else return;
  process.send("garbage-collected");
});
// The channel alone must not keep a stopping server alive.
process.channel.unref();
