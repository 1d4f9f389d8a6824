import { render } from 'preact';
import { setDocumentLanguage } from '../shared/i18n';
import { App } from './app';
import { preloadPanelChunks } from './lazy/panel-chunks';
import { afterFirstPaintWhenIdle } from './lazy/when-idle';
import './sidepanel.css';

setDocumentLanguage();
render(<App />, document.getElementById('app')!);
// Views and the agent run load as chunks of their own; fetch them before anyone clicks or sends.
afterFirstPaintWhenIdle(() => void preloadPanelChunks());
