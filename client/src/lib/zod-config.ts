// zod compiles object parsers with `new Function` when it can, and probes for that the first time a schema is built.
// Our CSP has no 'unsafe-eval', so the probe, though caught, showed as a CSP violation in the console of every page
// that built a schema. `jitless` skips the probe and the compiler (the forms' small objects parse as fast without it).
//
// Set in the object zod reads its configuration from (globalThis.__zod_globalConfig, the one z.config() fills),
// not through z.config(): importing zod here would put it back into the first page's JavaScript, which loads zod
// only with the forms. The object is changed in place, never replaced: zod keeps a reference to it when it
// loads, and a chunk holding zod may load before this module runs. main.tsx imports this first, before any
// schema module is evaluated; zod-config.test.ts checks that zod still reads it.

type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

const root = globalThis as ZodGlobal;
root.__zod_globalConfig ??= {};
root.__zod_globalConfig.jitless = true;
export {}; // a module: main.tsx imports it for this side effect alone
