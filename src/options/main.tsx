import { render } from 'preact';
import { setDocumentLanguage } from '../shared/i18n';
import { OptionsApp } from './options-app';
import '../shared/page-theme.css';
import './options.css';

setDocumentLanguage();
render(<OptionsApp />, document.getElementById('app')!);
