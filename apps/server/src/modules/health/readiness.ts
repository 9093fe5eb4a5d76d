/**
 * Whether this instance still takes new work (docs/operations.md "Shutdown"):
 * from the first moment of a graceful shutdown it is draining, /healthz
 * answers 503 so the load balancer sends it nothing new, and it goes on
 * serving what still arrives until the listener closes.
 */
export interface Readiness {
  readonly draining: boolean;
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
