import type { ChildProcess } from 'node:child_process';

const liveChildren = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Best effort against orphans when the caller never reaches stop(): an 'exit' listener may only run synchronous
 * code, so it sends SIGKILL and does not wait. (The children also watch their stdin/IPC channel and quit when
 * this process disappears without running any handler at all.)
 */
export function killOnExit(child: ChildProcess): void {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const running of liveChildren) running.kill('SIGKILL');
    });
  }
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Asks the child to terminate and resolves once it has; escalates to SIGKILL when it ignores the request. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  // No pid: spawning failed (e.g. no java on the PATH), so there is nothing to wait for.
  if (child.pid === undefined || hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const escalation = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(escalation);
}

/**
 * Keeps the tail of a child's stdout/stderr so a failed start can say why. Reading the pipes also keeps a chatty
 * child from blocking on a full pipe buffer.
 */
export function captureOutput(child: ChildProcess, limit = 4000): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-limit);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output.trim();
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
