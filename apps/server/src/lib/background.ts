import type { FastifyBaseLogger } from "fastify";

/**
 * Work a request starts but does not wait for (a push to a push service that may take seconds):
 * it runs on, its failure is logged, and the process waits for it before closing the database
 * (`idle()` in app.ts's preClose), so a graceful stop loses none of it.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task` now; never throws to the caller. */
  run(task: () => void | Promise<void>, failure: string): void {
    const running = (async () => {
      try {
        await task();
      } catch (error) {
        this.log.error({ err: error }, failure);
      }
    })();
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  /** Resolves once nothing runs, including work started meanwhile. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) {
      await Promise.allSettled([...this.pending]);
    }
  }
}
