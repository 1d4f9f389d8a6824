import type { CallFormat } from '../call-format';
import { bareJsonObject } from './bare-json';
import { bareList } from './bare-list';
import { functionTag } from './function-tag';
import { graniteToolCall, phiFunctools } from './granite-phi';
import { jsonFence } from './json-fence';
import { llamaPythonTag } from './llama-python-tag';
import { mistral } from './mistral';
import { gemmaToolCode, lfm2ToolCall, llama4PythonStart, olmo3FunctionCalls } from './pythonic-blocks';
import { toolCallTag } from './tool-call-tag';

/** Every call format the text parser reads. A new family is a new file here and a fixture folder. */
export const CALL_FORMATS: readonly CallFormat[] = [
  toolCallTag,
  functionTag,
  mistral,
  llamaPythonTag,
  llama4PythonStart,
  graniteToolCall,
  phiFunctools,
  lfm2ToolCall,
  olmo3FunctionCalls,
  gemmaToolCode,
  jsonFence,
  bareJsonObject,
  bareList,
];
