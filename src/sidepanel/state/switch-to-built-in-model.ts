import { BUILT_IN_MODEL } from '../../core/model/prompt-api';
import { checkModelServer } from './connection-state';
import { updateModelSettings } from './settings-state';

/** Switches the panel to Chrome's built-in model and checks it as it would a server. */
export async function switchToBuiltInModel(): Promise<void> {
  await updateModelSettings({ apiStyle: 'prompt-api', model: BUILT_IN_MODEL });
  await checkModelServer();
}
