import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";
import { BroadcastChannel, isMainThread, threadId } from "node:worker_threads";

/**
 * Preloaded into the server by `service.bench.ts` (`node --import bench/loop-probe.ts`), so the
 * same measurement runs in any checkout without changing it: an event-loop delay histogram
 * (perf_hooks.monitorEventLoopDelay, 1 ms resolution), the main thread's utilisation, the process's
 * CPU and memory, and every worker thread's heap, read and reset over the IPC channel the bench
 * opened. Worker threads (which inherit the preload) answer the main thread on a BroadcastChannel.
 */
const channel = new BroadcastChannel("deid-loop-probe");
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const heapMb = () => {
  const heap = getHeapStatistics();
  return { used: heap.used_heap_size / 2 ** 20, total: heap.total_heap_size / 2 ** 20 };
};

if (!isMainThread) {
  channel.onmessage = (event) => {
    const { data } = event as { data: unknown };
    if (data === "gc") gc();
    if (data === "gc" || data === "read") channel.postMessage({ threadId, heap: heapMb() });
  };
  (channel as unknown as { unref(): void }).unref();
} else if (typeof process.send === "function") {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let elu = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  const workerHeaps = new Map<number, { used: number; total: number }>();
  channel.onmessage = (event) => {
    const { data } = event as { data: { threadId: number; heap: { used: number; total: number } } | null };
    if (typeof data === "object" && data !== null) workerHeaps.set(data.threadId, data.heap);
  };
  (channel as unknown as { unref(): void }).unref();
  process.on("message", (message: unknown) => {
    if (message !== "read" && message !== "gc") return;
    if (message === "gc") gc();
    workerHeaps.clear();
    channel.postMessage(message);
    // The workers answer within a few milliseconds unless busy; their last answer is kept.
    setTimeout(() => {
      const ms = (ns: number) => ns / 1e6;
      const now = performance.eventLoopUtilization();
      const used = process.cpuUsage(cpu);
      const wall = now.idle + now.active - (elu.idle + elu.active);
      const memory = process.memoryUsage();
      const workers = [...workerHeaps.values()];
      process.send?.({
        delay: {
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
          count: histogram.count,
        },
        mainThreadUtilisation: performance.eventLoopUtilization(now, elu).utilization,
        processCpuCores: wall > 0 ? (used.user + used.system) / 1000 / wall : 0,
        rssMb: memory.rss / 2 ** 20,
        heapUsedMb: memory.heapUsed / 2 ** 20,
        externalMb: memory.external / 2 ** 20,
        workerHeapUsedMb: workers.reduce((a, w) => a + w.used, 0),
        workerHeapTotalMb: workers.reduce((a, w) => a + w.total, 0),
        workers: workers.length,
      });
      histogram.reset();
      elu = performance.eventLoopUtilization();
      cpu = process.cpuUsage();
    }, 200);
  });
  // The channel must not keep the server alive after SIGTERM.
  process.channel?.unref();
}
