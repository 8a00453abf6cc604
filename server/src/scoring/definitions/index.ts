import { COMPLIANCE_SIGNALS } from "./compliance";
import { FORMAT_SIGNALS } from "./format";
import { HOOK_SIGNALS } from "./hook";
import { PEOPLE_SIGNALS } from "./people";
import { PICTURE_SIGNALS } from "./picture";
import { SOUND_SIGNALS } from "./sound";
import { TEXT_SIGNALS } from "./text";
import { TIMELINE_SIGNALS } from "./timeline";
import type { SignalDefinition } from "./types";

/** Every signal, in the order the "How we scored this" panel lists them. */
export const SIGNALS: readonly SignalDefinition[] = [
  ...PEOPLE_SIGNALS,
  ...HOOK_SIGNALS,
  ...TIMELINE_SIGNALS,
  ...SOUND_SIGNALS,
  ...FORMAT_SIGNALS,
  ...PICTURE_SIGNALS,
  ...TEXT_SIGNALS,
  ...COMPLIANCE_SIGNALS,
];

export type { Evaluation, FactorKey, Medium, SignalDefinition, SignalGroup } from "./types";
