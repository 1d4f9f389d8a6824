import type { CallFormat } from '../call-format';
import { bareJsonObject } from './bare-json';
import { bareList } from './bare-list';
import { cohereAction } from './cohere-action';
import { deepseek } from './deepseek';
import { functionTag } from './function-tag';
import { functionGemma, gemma4ToolCall } from './gemma-calls';
import { graniteToolCall, phiFunctools } from './granite-phi';
import { harmonyEnd, harmonyMessage } from './harmony';
import { jsonFence } from './json-fence';
import { kimiK2 } from './kimi-k2';
import { llamaPythonTag } from './llama-python-tag';
import { mistral } from './mistral';
import { gemmaToolCode, lfm2ToolCall, llama4PythonStart, olmo3FunctionCalls } from './pythonic-blocks';
import { toolCallTag } from './tool-call-tag';
import { deepseekDsml, minimaxM2, seedOss } from './xml-blocks';

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
  gemma4ToolCall,
  functionGemma,
  deepseek,
  deepseekDsml,
  kimiK2,
  cohereAction,
  minimaxM2,
  seedOss,
  harmonyMessage,
  harmonyEnd,
  jsonFence,
  bareJsonObject,
  bareList,
];
