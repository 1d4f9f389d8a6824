// The first-run page: opened once when Sidelight is installed, and by `npm start`.
import { render } from 'preact';
import { setDocumentLanguage, t } from '../shared/i18n';
import { WelcomeApp } from './welcome-app';
import '../shared/page-theme.css';
import './welcome.css';

setDocumentLanguage();
document.title = t('welcomeTitle');
render(<WelcomeApp />, document.getElementById('app')!);
