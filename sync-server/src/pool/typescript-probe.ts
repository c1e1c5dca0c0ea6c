/** Loads only where a full TypeScript loader runs (tsx): Node's own type stripping refuses a parameter property (pool/worker-entry.mjs). */
export class TypeScriptProbe {
  constructor(readonly loaded = true) {}
}
