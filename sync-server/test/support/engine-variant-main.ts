// Test support only: the server process of main.ts, scoring with a variant of the engine
// (pool/engine-in-use.ts) named by TEST_ENGINE_VARIANT, JSON such as
// {"version":"9.0.0-test","silencedSignals":["demo-request"]}. The product's own entry
// reads no such variable: an engine change can only be staged this way, in tests.
import { runServerProcess } from '../../src/server-process.ts';
import type { EngineTestVariant } from '../../src/pool/engine-in-use.ts';

const variant = process.env.TEST_ENGINE_VARIANT ? (JSON.parse(process.env.TEST_ENGINE_VARIANT) as EngineTestVariant) : undefined;
runServerProcess(variant ? { engineTestVariant: variant } : {});
