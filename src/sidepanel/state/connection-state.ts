import { signal } from '@preact/signals';
import type { ModelInfo } from '../../core/model/types';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { checkConnection, detectServers } from '../../shared/model-connection';

import { pickDetected } from './pick-detected';
import { settings, updateModelSettings } from './settings-state';

export type ConnectionState =
  | { kind: 'checking' }
  | { kind: 'ready'; models: ModelInfo[] }
  /** Nothing answers: the first-run screen. `detail` is the exact error when a URL is configured. */
  | { kind: 'unreachable'; detail?: string; baseUrl?: string };

export const connection = signal<ConnectionState>({ kind: 'checking' });

let current: AbortController | null = null;

/**
 * Finds the model server: the configured one, or the usual local ports when none is set (a found one
 * is saved so the options page shows it). Each call cancels the previous check.
 */
export async function checkModelServer(): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(20_000)]);
  connection.value = { kind: 'checking' };
  const model = settings.value.model;
  if (!model.baseUrl && model.apiStyle !== 'prompt-api') {
    const found = await detectServers(signal).catch(() => []);
    if (controller.signal.aborted) return;
    const choice = pickDetected(found);
    if (choice.kind === 'refused') {
      const refused = choice.endpoint;
      connection.value = { kind: 'unreachable', baseUrl: refused.baseUrl, detail: t('modelRefused', refused.label, refused.baseUrl, errorText(refused.error!)) };
      return;
    }
    if (choice.kind === 'none') {
      connection.value = { kind: 'unreachable' };
      return;
    }
    const usable = choice.endpoint;
    await updateModelSettings({ baseUrl: usable.baseUrl, apiStyle: usable.style, model: model.model || (usable.models[0]?.name ?? '') });
    connection.value = { kind: 'ready', models: usable.models };
    return;
  }
  const result = await checkConnection(model, signal);
  if (controller.signal.aborted) return;
  if (!result.ok) {
    connection.value = { kind: 'unreachable', baseUrl: model.baseUrl, detail: errorText(result.error) };
    return;
  }
  connection.value = { kind: 'ready', models: result.models };
  if (!model.model && result.models[0]) await updateModelSettings({ model: result.models[0].name });
}
