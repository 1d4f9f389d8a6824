import { render } from 'preact';
import { setDocumentLanguage } from '../shared/i18n';
import { App } from './app';
import { preloadPanelChunks } from './lazy/panel-chunks';
import { afterFirstPaintWhenIdle } from './lazy/when-idle';
import { onTabSurface } from './tab-surface';
import './sidepanel.css';

setDocumentLanguage();
// The chat in a tab: the same app, laid out for a wide window (sidepanel.css).
if (onTabSurface) document.documentElement.dataset.surface = 'tab';
render(<App />, document.getElementById('app')!);
// Views and the agent run load as chunks of their own; fetch them before anyone clicks or sends.
afterFirstPaintWhenIdle(() => void preloadPanelChunks());
