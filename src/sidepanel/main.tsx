import { render } from 'preact';
import { setDocumentLanguage } from '../shared/i18n';
import { App } from './app';
import './sidepanel.css';

setDocumentLanguage();
render(<App />, document.getElementById('app')!);
