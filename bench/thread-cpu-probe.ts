import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { performance } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

/**
 * Preloaded into a server by `main-thread-cpu.ts` (`node --import bench/thread-cpu-probe.ts`), so
 * the same measurement runs in any checkout unchanged: the CPU time of the main thread alone (its
 * utime + stime from /proc, which the scheduler charges only while the thread runs, so a loaded
 * machine does not inflate it as it does wall-clock figures) and, when asked, a CPU profile of the
 * main thread between "start" and "stop" over the IPC channel. Also the longest stall in CPU time:
 * a 1 ms timer re-armed forever, and the most main-thread CPU (`process.threadCpuUsage`) spent
 * between two of its firings — what one task held the loop for, without the time the scheduler
 * kept the thread waiting (which the loop-delay histogram counts on a loaded machine). Worker
 * threads skip it.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

function mainThreadCpuMs(): number {
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name and state.
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

if (isMainThread && typeof process.send === "function") {
  const threadCpuMs = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  let maxStall = 0;
  let lastTick = threadCpuMs();
  const tick = () => {
    const now = threadCpuMs();
    maxStall = Math.max(maxStall, now - lastTick);
    lastTick = now;
    setTimeout(tick, 1).unref();
  };
  setTimeout(tick, 1).unref();
  let session: Session | undefined;
  let cpu = 0;
  // The whole process too (worker threads, compiler and GC threads): what a request costs the machine.
  let processCpu = process.cpuUsage();
  let elu = performance.eventLoopUtilization();
  process.on("message", async (message: unknown) => {
    const m = message as { cmd?: string; profile?: string };
    if (m.cmd === "start") {
      if (m.profile) {
        session = new Session();
        session.connect();
        await session.post("Profiler.enable");
        await session.post("Profiler.setSamplingInterval", { interval: 200 });
        await session.post("Profiler.start");
      }
      cpu = mainThreadCpuMs();
      processCpu = process.cpuUsage();
      elu = performance.eventLoopUtilization();
      maxStall = 0;
      process.send?.({ started: true });
    } else if (m.cmd === "stop") {
      const cpuMs = mainThreadCpuMs() - cpu;
      const spent = process.cpuUsage(processCpu);
      const processMs = (spent.user + spent.system) / 1000;
      const busyMs = performance.eventLoopUtilization(elu).active;
      if (session && m.profile) {
        const { profile } = await session.post("Profiler.stop");
        writeFileSync(m.profile, JSON.stringify(profile));
        session.disconnect();
        session = undefined;
      }
      process.send?.({ cpuMs, processMs, busyMs, maxStallMs: maxStall });
    }
  });
  process.channel?.unref();
}
