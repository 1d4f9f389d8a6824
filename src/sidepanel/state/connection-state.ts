import { signal } from '@preact/signals';
import type { ModelInfo } from '../../core/model/types';
import { toSidelightError } from '../../core/errors';
import { errorText } from '../../shared/error-text';
import { loadServerRequests } from '../lazy/load-server-requests';
import type { ServerCheck } from '../model/server-requests';
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
  let check: ServerCheck;
  try {
    check = await (await loadServerRequests()).checkServer(model, signal);
  } catch (err) {
    // The check's own code did not load (an extension updated under the open panel): say so; Retry loads it again.
    check = { state: { kind: 'unreachable', baseUrl: model.baseUrl || undefined, detail: errorText(toSidelightError(err)) } };
  }
  if (controller.signal.aborted) return;
  if (check.save) await updateModelSettings(check.save);
  connection.value = check.state;
}
