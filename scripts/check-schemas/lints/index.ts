import type { Lint } from '../lint.js';
import { checkBindings } from './bindings.js';
import { checkConstraintRanges } from './constraint-ranges.js';
import { checkCrossFieldKeywords } from './cross-field-keywords.js';
import { checkDuplicateMessageIds } from './duplicate-message-ids.js';
import { checkDuplicateMessageTexts } from './duplicate-message-texts.js';
import { checkExamples } from './examples.js';
import { checkFileIds } from './file-ids.js';
import { checkFlowRoutes } from './flow-routes.js';
import { checkFlowFrames, checkFlowScreens, checkScreenForms } from './flow-screens.js';
import { checkFlowSteps } from './flow-steps.js';
import { checkInlineCalls } from './inline-calls.js';
import { checkIntegerBounds } from './integer-bounds.js';
import { checkMessageSlots } from './message-slots.js';
import { checkPatternParams } from './pattern-params.js';
import { checkRepeatedFlowBlocks } from './repeated-flow-blocks.js';
import { checkTypedConditions } from './typed-conditions.js';
import { checkUiFields } from './ui-fields.js';
import { checkUiSections } from './ui-sections.js';
import { checkUnknownMessageIds } from './unknown-message-ids.js';
import { checkUnresolvedRefs } from './unresolved-refs.js';
import { checkUnusedNamedCalls } from './unused-named-calls.js';
import { checkValidCharacters } from './valid-characters.js';

/**
 * Every lint run after meta-validation: what JSON Schema cannot say about a single file
 * (cross-file references, graphs, executing the rules on their own examples).
 */
export const LINTS: readonly Lint[] = [
  checkFileIds,
  checkUnresolvedRefs,
  checkUnknownMessageIds,
  checkDuplicateMessageIds,
  checkDuplicateMessageTexts,
  checkMessageSlots,
  checkUiFields,
  checkUiSections,
  checkCrossFieldKeywords,
  checkConstraintRanges,
  checkIntegerBounds,
  checkTypedConditions,
  checkPatternParams,
  checkValidCharacters,
  checkExamples,
  checkFlowSteps,
  checkFlowScreens,
  checkFlowFrames,
  checkScreenForms,
  checkFlowRoutes,
  checkBindings,
  checkRepeatedFlowBlocks,
  checkUnusedNamedCalls,
  checkInlineCalls,
];
