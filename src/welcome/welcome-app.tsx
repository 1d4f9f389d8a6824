import browser from 'webextension-polyfill';
import { t } from '../shared/i18n';
import { openPanel } from '../shared/open-panel';
import { InstallGuide } from './install-guide';
import { ServerList } from './server-list';

export function WelcomeApp() {
  return (
    <main class="welcome">
      <header class="welcome-header">
        <img src="/icons/icon-48.png" alt="" width={48} height={48} />
        <div>
          <h1>{t('welcomeTitle')}</h1>
          <p>{t('welcomeIntro')}</p>
        </div>
      </header>
      <ServerList />
      <InstallGuide />
      <section aria-labelledby="start-title">
        <h2 id="start-title">{t('welcomeStartHeading')}</h2>
        <p>{t('welcomeStartText')}</p>
        <div class="row">
          {/* Synchronous inside the click: the browser opens the panel only within the user's gesture. */}
          <button type="button" onClick={() => openPanel(undefined)}>
            {t('welcomeOpenPanel')}
          </button>
          <button type="button" class="secondary" onClick={() => void browser.runtime.openOptionsPage()}>
            {t('welcomeOpenSettings')}
          </button>
        </div>
      </section>
    </main>
  );
}
