// Preloaded into a benchmark's server process (node --expose-gc --import): on its parent's
// "collect-garbage" message, a full collection, so resident memory is then what is still in use;
// on "release-memory", the collection V8 makes when memory runs short, which also compacts the
// heap and gives the space freed back to the system (a full collection keeps it for later use).
// Each compacts a bounded amount, so it is repeated until the heap shrinks no more.
import { getHeapStatistics } from "node:v8";

// (The heap's size from V8 itself: process.memoryUsage() opens a file, and a server holding as
// many streams as its file limit allows may have none left.)
const releaseMemory = () => {
  for (let i = 0, before = Infinity; i < 10; i++) {
    global.gc({ type: "major", execution: "sync", flavor: "last-resort" });
    const heapTotal = getHeapStatistics().total_heap_size;
    if (heapTotal >= before) return;
    before = heapTotal;
  }
};
process.on("message", (message) => {
  if (message === "collect-garbage") global.gc();
  else if (message === "release-memory") releaseMemory();
  else return;
  process.send("garbage-collected");
});
// The channel alone must not keep a stopping server alive.
process.channel.unref();
