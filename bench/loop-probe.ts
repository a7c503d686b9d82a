import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

/**
 * Preloaded into the server by `service.bench.ts` (`node --import bench/loop-probe.ts`), so the
 * same measurement runs in any checkout without changing it: an event-loop delay histogram
 * (perf_hooks.monitorEventLoopDelay, 1 ms resolution), the main thread's utilisation, the process's
 * CPU and memory, read and reset over the IPC channel the bench opened (main thread only; the
 * worker threads inherit the preload and skip it).
 */
const gc = () => (globalThis as { gc?: () => void }).gc?.();

if (isMainThread && typeof process.send === "function") {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let elu = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  process.on("message", (message: unknown) => {
    if (message !== "read" && message !== "gc") return;
    if (message === "gc") gc();
    const ms = (ns: number) => ns / 1e6;
    const now = performance.eventLoopUtilization();
    const used = process.cpuUsage(cpu);
    const wall = now.idle + now.active - (elu.idle + elu.active);
    const memory = process.memoryUsage();
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
    });
    histogram.reset();
    elu = performance.eventLoopUtilization();
    cpu = process.cpuUsage();
  });
  // The channel must not keep the server alive after SIGTERM.
  process.channel?.unref();
}
