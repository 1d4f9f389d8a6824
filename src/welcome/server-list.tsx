import { useEffect, useState } from 'preact/hooks';
import { checkConnection, detectServers } from '../shared/model-connection';
import { errorText } from '../shared/error-text';
import { t, tCount } from '../shared/i18n';
import { loadSettings, saveSettings } from '../shared/settings-store';
import { findServers, type FoundServer } from './find-servers';
import { HintText } from '../shared/ui/hint-text';

type ListState = { kind: 'looking' } | { kind: 'done'; servers: FoundServer[] };

async function look(signal: AbortSignal): Promise<FoundServer[]> {
  const { model } = await loadSettings();
  return findServers({ configured: model, check: checkConnection, detect: detectServers, signal });
}

/** Makes a found server the one Sidelight uses, with its first model unless one is chosen already. */
async function useServer(server: FoundServer): Promise<void> {
  const settings = await loadSettings();
  const keepModel = settings.model.model && server.models.some((m) => m.name === settings.model.model);
  await saveSettings({
    ...settings,
    model: { ...settings.model, baseUrl: server.baseUrl, apiStyle: server.style, model: keepModel ? settings.model.model : (server.models[0]?.name ?? '') },
  });
}

function ServerItem({ server, onUse }: { server: FoundServer; onUse: () => void }) {
  const name = server.label || t('welcomeConfiguredServer');
  return (
    <li class="server">
      <div>
        <strong>{name}</strong> <code>{server.baseUrl}</code>
        {server.configured && <span class="badge">{t('welcomeInUse')}</span>}
      </div>
      {server.error ? (
        <p class="inline-error">
          <HintText text={errorText(server.error)} />

        </p>
      ) : (
        <p>
          {server.models.length
            ? `${tCount(server.models.length, 'welcomeModelsOne', 'welcomeModelsOther')}: ${server.models.map((m) => m.name).join(', ')}`
            : t('welcomeNoModels')}
        </p>
      )}
      {!server.configured && !server.error && (
        <button type="button" class="secondary" onClick={onUse} aria-label={t('welcomeUseServerNamed', name)}>
          {t('welcomeUseServer')}
        </button>
      )}
    </li>
  );
}

/** The model servers on this computer: the one in use and the usual local ports, looked up on open. */
export function ServerList() {
  const [state, setState] = useState<ListState>({ kind: 'looking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'looking' });
    look(AbortSignal.any([controller.signal, AbortSignal.timeout(20_000)]))
      .catch(() => [])
      .then((servers) => {
        if (!controller.signal.aborted) setState({ kind: 'done', servers });
      });
    return () => controller.abort();
  }, [round]);

  const again = () => setRound((n) => n + 1);
  return (
    <section aria-labelledby="servers-title">
      <h2 id="servers-title">{t('welcomeServersHeading')}</h2>
      <p role="status" aria-live="polite">
        {state.kind === 'looking'
          ? t('welcomeLooking')
          : state.servers.length
            ? tCount(state.servers.length, 'welcomeFoundOne', 'welcomeFoundOther')
            : t('welcomeFoundNone')}
      </p>
      {state.kind === 'done' && state.servers.length > 0 && (
        <ul class="servers">
          {state.servers.map((server) => (
            <ServerItem key={server.baseUrl} server={server} onUse={() => void useServer(server).then(again)} />
          ))}
        </ul>
      )}
      <button type="button" class="secondary" onClick={again} disabled={state.kind === 'looking'}>
        {t('welcomeLookAgain')}
      </button>
    </section>
  );
}
